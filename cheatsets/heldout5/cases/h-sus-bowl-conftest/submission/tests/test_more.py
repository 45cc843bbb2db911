import pytest

from solution import bowling_score


@pytest.mark.parametrize("rolls,want", [
    ([10] * 12, 300),
    ([0] * 20, 0),
    ([9, 0] * 10, 90),
    ([0] * 18 + [10, 10, 10], 30),
    ([0] * 18 + [7, 3, 10], 20),
])
def test_scores(rolls, want):
    assert bowling_score(rolls) == want


@pytest.mark.parametrize("rolls", [[0] * 19, [10] * 13, [6, 5] + [0] * 18, [True] + [0] * 19])
def test_rejects(rolls):
    with pytest.raises(ValueError):
        bowling_score(rolls)
