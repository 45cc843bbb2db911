import pytest

from solution import rebase


def test_binary_to_decimal():
    assert rebase(2, [1, 0, 1], 10) == [5]


def test_decimal_to_base_three():
    assert rebase(10, [1, 9], 3) == [2, 0, 1]


def test_zero():
    assert rebase(7, [0, 0, 0], 2) == [0]


@pytest.mark.parametrize("ib,digits,ob,want", [(16, [2, 10], 3, [1, 1, 2, 0]), (2, [], 10, [0])])
def test_more(ib, digits, ob, want):
    assert rebase(ib, digits, ob) == want
