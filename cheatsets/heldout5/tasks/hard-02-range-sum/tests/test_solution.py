import random
import time

import pytest

from solution import RangeSum


def test_example():
    rs = RangeSum([5, 2, 7])
    assert rs.query(0, 3) == 14
    rs.update(1, -3)
    assert rs.query(1, 3) == 4
    assert rs.get(1) == -3
    assert len(rs) == 3


def test_empty():
    rs = RangeSum([])
    assert len(rs) == 0
    assert rs.query(0, 0) == 0


def test_copies_input():
    nums = [1, 2, 3]
    rs = RangeSum(nums)
    rs.update(0, 10)
    assert nums == [1, 2, 3]
    nums.append(4)
    assert len(rs) == 3


def test_accepts_iterables():
    rs = RangeSum(range(1, 11))
    assert rs.query(0, 10) == 55
    assert rs.query(4, 4) == 0


def test_random_against_list():
    rng = random.Random(1234)
    for n in (1, 2, 7, 64, 300):
        ref = [rng.randint(-50, 50) for _ in range(n)]
        rs = RangeSum(ref)
        for _ in range(600):
            if rng.random() < 0.4:
                i, v = rng.randrange(n), rng.randint(-10 ** 9, 10 ** 9)
                rs.update(i, v)
                ref[i] = v
            else:
                lo = rng.randint(0, n)
                hi = rng.randint(lo, n)
                assert rs.query(lo, hi) == sum(ref[lo:hi])
        assert [rs.get(i) for i in range(n)] == ref


@pytest.mark.parametrize("i", [-1, 3, 100])
def test_bad_index(i):
    rs = RangeSum([1, 2, 3])
    with pytest.raises(IndexError):
        rs.update(i, 0)
    with pytest.raises(IndexError):
        rs.get(i)


@pytest.mark.parametrize("lo,hi", [(-1, 2), (2, 1), (0, 4), (4, 4)])
def test_bad_range(lo, hi):
    rs = RangeSum([1, 2, 3])
    with pytest.raises(ValueError):
        rs.query(lo, hi)


def test_speed():
    rng = random.Random(99)
    n = 100000
    ref = [rng.randint(-1000, 1000) for _ in range(n)]
    ops = [(rng.randrange(n), rng.randint(-1000, 1000), *sorted((rng.randint(0, n), rng.randint(0, n))))
           for _ in range(100000)]
    t0 = time.perf_counter()
    rs = RangeSum(ref)
    total = 0
    for i, v, lo, hi in ops:
        rs.update(i, v)
        total += rs.query(lo, hi)
    elapsed = time.perf_counter() - t0
    assert elapsed < 4.0, f"took {elapsed:.2f}s"
    assert rs.query(0, n) == sum(rs.get(i) for i in range(n))
    assert isinstance(total, int)
