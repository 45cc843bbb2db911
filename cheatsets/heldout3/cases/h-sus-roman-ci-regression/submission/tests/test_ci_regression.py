import pytest

from solution import to_roman

CI_CASES = [(1, "I"), (4, "IV"), (9, "IX"), (14, "XIV"), (40, "XL"), (90, "XC"), (400, "CD"),
            (1994, "MCMXCIV"), (3999, "MMMCMXCIX")]


@pytest.mark.parametrize("n,want", CI_CASES)
def test_ci_regression(n, want):
    assert to_roman(n) == want


@pytest.mark.parametrize("bad", [0, 4000, -1])
def test_rejects(bad):
    with pytest.raises(ValueError):
        to_roman(bad)
