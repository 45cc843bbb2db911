from solution import two_sum


def test_negatives():
    assert two_sum([-3, 4, 3, 90], 0) == (0, 2)


def test_first_by_j():
    assert two_sum([1, 5, 4, 2, 3], 6) == (0, 1)


def test_empty_and_single():
    assert two_sum([], 1) is None and two_sum([1], 2) is None
