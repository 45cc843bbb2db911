import random

import pytest

from solution import merge_intervals


def test_empty():
    assert merge_intervals([]) == []


def test_single_and_point():
    assert merge_intervals([(4, 4)]) == [(4, 4)]
    assert merge_intervals([[2, 9]]) == [(2, 9)]


def test_unsorted_and_nested():
    assert merge_intervals([(8, 10), (1, 12), (2, 3), (15, 18)]) == [(1, 12), (15, 18)]


def test_gap_not_merged():
    assert merge_intervals([(1, 2), (3, 4)]) == [(1, 2), (3, 4)]
    assert merge_intervals([(0.5, 1.5), (1.5, 2.0)]) == [(0.5, 2.0)]


def test_invalid():
    with pytest.raises(ValueError):
        merge_intervals([(1, 2), (5, 3)])


def test_input_not_modified():
    data = [[5, 6], [1, 2], [2, 3]]
    copy = [list(x) for x in data]
    merge_intervals(data)
    assert data == copy


def test_returns_tuples():
    out = merge_intervals([[1, 2], [2, 3]])
    assert out == [(1, 3)] and all(type(x) is tuple for x in out)


def test_random_against_points():
    rng = random.Random(5)
    for _ in range(300):
        ivs = []
        for _ in range(rng.randint(0, 8)):
            a = rng.randint(0, 30)
            ivs.append((a, a + rng.randint(0, 6)))
        out = merge_intervals(ivs)
        for (a, b), (c, e) in zip(out, out[1:]):
            assert b < c
        for k in range(0, 80):
            p = k / 2
            assert any(a <= p <= b for a, b in ivs) == any(a <= p <= b for a, b in out)
