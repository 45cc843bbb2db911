import pytest

from solution import score


@pytest.mark.parametrize("x,y,want", [
    (0, 0, 10), (0, 10, 1), (-9, 9, 0),   # the three original examples
    (0, 1, 10), (0, 5, 5), (3, 4, 5),      # edges added by me
])
def test_score(x, y, want):
    assert score(x, y) == want
