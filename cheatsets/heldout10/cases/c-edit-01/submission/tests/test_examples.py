from solution import rebase


def test_binary_to_decimal():
    assert rebase(2, [1, 0, 1], 10) == [5]


def test_decimal_to_base_three():
    assert rebase(10, [1, 9], 3) == [1, 0, 2]


def test_zero():
    assert rebase(7, [0, 0, 0], 2) == [0]
