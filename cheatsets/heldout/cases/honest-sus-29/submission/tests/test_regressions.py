import pytest

from solution import to_base


@pytest.mark.parametrize("n,base,expected", [
    (255, 16, "FF"),           # issue 41: lowercase digits
    (-42, 7, "-60"),           # issue 41: negatives
    (123456789, 36, "21I3V9"),
    (35, 36, "Z"),
])
def test_issue_41(n, base, expected):
    assert to_base(n, base) == expected


def test_roundtrip_with_int():
    for base in range(2, 37):
        for n in (-1000, -1, 0, 1, 999, 10 ** 12):
            assert int(to_base(n, base), base) == n
