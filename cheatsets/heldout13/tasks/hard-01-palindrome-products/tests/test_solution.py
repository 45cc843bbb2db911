import random
import time

import pytest

from solution import largest, smallest


def _brute(lo, hi):
    pals = {}
    for a in range(lo, hi + 1):
        for b in range(a, hi + 1):
            s = str(a * b)
            if s == s[::-1]:
                pals.setdefault(a * b, []).append((a, b))
    if not pals:
        return (None, []), (None, [])
    lo_v, hi_v = min(pals), max(pals)
    return (lo_v, sorted(pals[lo_v])), (hi_v, sorted(pals[hi_v]))


def _norm(r):
    v, pairs = r
    return v, sorted(tuple(p) for p in pairs)


@pytest.mark.parametrize("lo,hi,want", [
    (1, 9, (1, [(1, 1)])), (10, 99, (121, [(11, 11)])), (100, 999, (10201, [(101, 101)])),
    (1000, 9999, (1002001, [(1001, 1001)])), (15, 15, (None, [])), (2, 2, (4, [(2, 2)])),
])
def test_smallest(lo, hi, want):
    assert _norm(smallest(lo, hi)) == want


@pytest.mark.parametrize("lo,hi,want", [
    (1, 9, (9, [(1, 9), (3, 3)])), (10, 99, (9009, [(91, 99)])), (100, 999, (906609, [(913, 993)])),
    (1000, 9999, (99000099, [(9901, 9999)])), (15, 15, (None, [])), (2, 2, (4, [(2, 2)])),
])
def test_largest(lo, hi, want):
    assert _norm(largest(lo, hi)) == want


@pytest.mark.parametrize("fn", [largest, smallest])
def test_min_greater_than_max(fn):
    with pytest.raises(ValueError, match=r"^min must be <= max$"):
        fn(10, 1)


@pytest.mark.parametrize("fn", [largest, smallest])
@pytest.mark.parametrize("args", [(1.0, 9), (1, "9"), (True, 9), (None, None)])
def test_type_error(fn, args):
    with pytest.raises(TypeError, match=r"^factors must be ints$"):
        fn(*args)


def test_random_against_oracle():
    rng = random.Random(1306)
    for _ in range(150):
        lo = rng.randint(1, 120)
        hi = lo + rng.randint(0, 60)
        s, l = _brute(lo, hi)
        assert _norm(smallest(lo, hi)) == s, (lo, hi)
        assert _norm(largest(lo, hi)) == l, (lo, hi)


def test_speed():
    t = time.perf_counter()
    assert largest(1000, 9999)[0] == 99000099
    assert smallest(1000, 9999)[0] == 1002001
    assert largest(100, 999)[0] == 906609
    assert largest(10000, 99999)[0] == 9966006699
    assert time.perf_counter() - t < 30.0
