import itertools
import random
import time

import pytest

from solution import combinations


def _oracle(target, size, exclude=()):
    pool = [d for d in range(1, 10) if d not in set(exclude)]
    return sorted(list(c) for c in itertools.combinations(pool, size) if sum(c) == target)


TABLE = [
    ((1, 1), [[1]]),
    ((2, 1), [[2]]),
    ((9, 1), [[9]]),
    ((10, 1), []),
    ((3, 2), [[1, 2]]),
    ((10, 2), [[1, 9], [2, 8], [3, 7], [4, 6]]),
    ((7, 3), [[1, 2, 4]]),
    ((45, 9), [[1, 2, 3, 4, 5, 6, 7, 8, 9]]),
    ((44, 9), []),
    ((17, 2), [[8, 9]]),
    ((15, 3), [[1, 5, 9], [1, 6, 8], [2, 4, 9], [2, 5, 8], [2, 6, 7], [3, 4, 8], [3, 5, 7], [4, 5, 6]]),
    ((0, 1), []),
    ((-5, 2), []),
    ((100, 3), []),
]


@pytest.mark.parametrize("args,want", TABLE)
def test_table(args, want):
    assert combinations(*args) == want


EXCL = [
    ((10, 2, [1, 4]), [[2, 8], [3, 7]]),
    ((10, 2, (1, 4)), [[2, 8], [3, 7]]),
    ((10, 2, {1, 4}), [[2, 8], [3, 7]]),
    ((15, 3, [5]), [[1, 6, 8], [2, 4, 9], [2, 6, 7], [3, 4, 8]]),
    ((12, 2, [3, 4, 5, 6, 7, 8, 9]), []),
    ((45, 9, [9]), []),
]


@pytest.mark.parametrize("args,want", EXCL)
def test_exclusions(args, want):
    assert combinations(*args) == want


def test_result_types():
    got = combinations(10, 3)
    assert type(got) is list and all(type(c) is list for c in got)
    assert all(type(d) is int for c in got for d in c)


def test_exclude_not_mutated():
    ex = [2, 3]
    combinations(12, 3, ex)
    assert ex == [2, 3]


def test_bad_size():
    for size in (0, 10, -1):
        with pytest.raises(ValueError, match="^size must be between 1 and 9$"):
            combinations(10, size)


def test_bad_types():
    with pytest.raises(TypeError, match="^target and size must be ints$"):
        combinations(10.0, 2)
    with pytest.raises(TypeError, match="^target and size must be ints$"):
        combinations(10, True)


def test_bad_exclude():
    with pytest.raises(ValueError, match="^exclude digits must be between 1 and 9$"):
        combinations(10, 2, [0])
    with pytest.raises(ValueError, match="^exclude digits must be between 1 and 9$"):
        combinations(10, 2, [10])


def test_exhaustive_without_exclusions():
    for size in range(1, 10):
        for target in range(0, 47):
            assert combinations(target, size) == _oracle(target, size), (target, size)


def test_random_exclusions():
    rng = random.Random(451)
    for _ in range(500):
        size = rng.randint(1, 9)
        target = rng.randint(1, 45)
        ex = rng.sample(range(1, 10), rng.randint(0, 5))
        assert combinations(target, size, ex) == _oracle(target, size, ex), (target, size, ex)


def test_speed():
    t = time.perf_counter()
    n = 0
    for _ in range(15):
        for size in range(1, 10):
            for target in range(1, 46):
                n += len(combinations(target, size))
    assert time.perf_counter() - t < 12.0
    assert n == 15 * 511
