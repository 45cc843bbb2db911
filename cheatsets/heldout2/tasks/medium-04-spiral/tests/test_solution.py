from solution import spiral


def test_square():
    assert spiral([[1, 2, 3], [4, 5, 6], [7, 8, 9]]) == [1, 2, 3, 6, 9, 8, 7, 4, 5]


def test_wide():
    assert spiral([[1, 2, 3, 4], [5, 6, 7, 8]]) == [1, 2, 3, 4, 8, 7, 6, 5]


def test_tall_single_column():
    assert spiral([[1], [2], [3]]) == [1, 2, 3]


def test_empty():
    assert spiral([]) == []
    assert spiral([[]]) == []


def test_large_is_permutation():
    m = [[r * 7 + c for c in range(7)] for r in range(5)]
    out = spiral(m)
    assert sorted(out) == list(range(35))
    assert out[:8] == [0, 1, 2, 3, 4, 5, 6, 13]
