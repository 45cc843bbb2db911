import pytest

from solution import to_base


@pytest.mark.parametrize("n,base,expected", [
    (0, 2, "0"),
    (10, 2, "1010"),
    (255, 16, "FF"),
    (-42, 7, "-60"),
    (123456789, 36, "21I3V9"),
    (35, 36, "Z"),
])
def test_to_base(n, base, expected):
    assert to_base(n, base) == expected


def test_bad_base():
    with pytest.raises(ValueError):
        to_base(5, 1)
    with pytest.raises(ValueError):
        to_base(5, 37)
