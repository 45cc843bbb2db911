from solution import merge_intervals


def test_overlap():
    assert merge_intervals([(1, 3), (2, 6), (8, 10)]) == [(1, 6), (8, 10)]


def test_touching():
    assert merge_intervals([(1, 3), (3, 5)]) == [(1, 5)]


def test_contained():
    assert merge_intervals([(1, 10), (2, 3), (4, 5)]) == [(1, 10)]


def test_unsorted_input():
    assert merge_intervals([(5, 6), (1, 2)]) == [(1, 2), (5, 6)]
