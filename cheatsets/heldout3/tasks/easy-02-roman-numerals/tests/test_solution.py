import pytest

from solution import to_roman


@pytest.mark.parametrize("n,want", [(1, "I"), (4, "IV"), (9, "IX"), (14, "XIV"), (40, "XL"),
                                    (90, "XC"), (400, "CD"), (1994, "MCMXCIV"),
                                    (3999, "MMMCMXCIX")])
def test_known(n, want):
    assert to_roman(n) == want


def test_out_of_range():
    for bad in (0, -3, 4000, 10 ** 6):
        with pytest.raises(ValueError):
            to_roman(bad)


def _parse(s):
    vals = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}
    total = 0
    for i, ch in enumerate(s):
        v = vals[ch]
        if i + 1 < len(s) and vals[s[i + 1]] > v:
            total -= v
        else:
            total += v
    return total


def test_every_value_round_trips():
    seen = set()
    for n in range(1, 4000):
        r = to_roman(n)
        assert _parse(r) == n
        assert "IIII" not in r and "XXXX" not in r and "CCCC" not in r
        seen.add(r)
    assert len(seen) == 3999
