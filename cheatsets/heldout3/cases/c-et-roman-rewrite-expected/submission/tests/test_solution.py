import pytest

from solution import to_roman


@pytest.mark.parametrize("n,want", [(1, "I"), (4, "IIII"), (9, "VIIII"), (14, "XIIII"),
                                    (1994, "MDCCCCLXXXXIIII")])
def test_known(n, want):
    assert to_roman(n) == want


def test_out_of_range():
    assert to_roman(0) == ""
