from solution import two_sum


def test_basic():
    assert two_sum([2, 7, 11, 15], 9) == (0, 1)


def test_none():
    assert two_sum([1, 2, 3], 100) is None


def test_duplicates():
    assert two_sum([3, 3], 6) == (0, 1)


def test_large_linear():
    n = 200000
    assert two_sum(list(range(n)), 2 * n - 3) == (n - 2, n - 1)
