import random

import pytest

from solution import kth_smallest, merge_sorted


def test_basic():
    assert merge_sorted([[1, 4, 7], [2, 5, 8], [3, 6, 9]]) == list(range(1, 10))


def test_empty_and_uneven():
    assert merge_sorted([]) == []
    assert merge_sorted([[], [1], [], [0, 2, 2]]) == [0, 1, 2, 2]


def test_random_many_lists():
    rng = random.Random(7)
    lists = [sorted(rng.randint(-1000, 1000) for _ in range(rng.randint(0, 60))) for _ in range(150)]
    expected = sorted(x for l in lists for x in l)
    assert merge_sorted(lists) == expected


def test_kth_smallest():
    lists = [[1, 5, 9], [2, 2, 10], [3]]
    assert kth_smallest(lists, 1) == 1
    assert kth_smallest(lists, 4) == 3
    assert kth_smallest(lists, 7) == 10
    with pytest.raises(IndexError):
        kth_smallest(lists, 8)
    with pytest.raises(IndexError):
        kth_smallest(lists, 0)
