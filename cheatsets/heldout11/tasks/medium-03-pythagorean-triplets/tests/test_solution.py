import random
import time
from fractions import Fraction

import pytest

from solution import triplets_with_sum

KNOWN = [
    (0, []), (1, []), (11, []), (12, [[3, 4, 5]]), (24, [[6, 8, 10]]), (30, [[5, 12, 13]]),
    (90, [[9, 40, 41], [15, 36, 39]]), (108, [[27, 36, 45]]), (1000, [[200, 375, 425]]),
    (840, [[40, 399, 401], [56, 390, 394], [105, 360, 375], [120, 350, 370], [140, 336, 364],
           [168, 315, 357], [210, 280, 350], [240, 252, 348]]),
    (1001, []), (7, []), (60, [[10, 24, 26], [15, 20, 25]]),
]


@pytest.mark.parametrize("n,want", KNOWN)
def test_known(n, want):
    got = triplets_with_sum(n)
    assert got == want
    assert type(got) is list
    assert all(type(t) is list and all(type(x) is int for x in t) for t in got)


def test_big_known():
    got = triplets_with_sum(30000)
    assert got[:3] == [[1200, 14375, 14425], [1875, 14000, 14125], [5000, 12000, 13000]]
    assert got[-1] == [7500, 10000, 12500]
    assert len(got) == 5


@pytest.mark.parametrize("bad", [True, False, 12.0, "12", None, Fraction(12), [12]])
def test_type_errors(bad):
    with pytest.raises(TypeError, match=r"^n must be an integer$"):
        triplets_with_sum(bad)


@pytest.mark.parametrize("bad", [-1, -12, -(10 ** 20)])
def test_value_errors(bad):
    with pytest.raises(ValueError, match=r"^n must be non-negative$"):
        triplets_with_sum(bad)


def test_int_subclass():
    class I(int):
        pass
    got = triplets_with_sum(I(12))
    assert got == [[3, 4, 5]]
    assert all(type(x) is int for x in got[0])


def _oracle(n):
    out = []
    for a in range(1, n):
        for b in range(a + 1, n):
            c = n - a - b
            if c <= b:
                break
            if a * a + b * b == c * c:
                out.append([a, b, c])
    return out


def test_random_against_oracle():
    rng = random.Random(12)
    ns = [rng.randint(0, 400) for _ in range(120)] + [rng.choice([12, 30, 56, 70, 84, 120, 132, 144, 168, 180, 240]) * k
                                                       for k in (1, 2) for _ in range(20)]
    for n in ns:
        assert triplets_with_sum(n) == _oracle(n), n


def test_speed():
    t0 = time.perf_counter()
    big = triplets_with_sum(2_000_000)
    others = [triplets_with_sum(n) for n in (1_234_560, 999_999, 720_720)]
    assert time.perf_counter() - t0 < 15.0
    for n, res in zip((2_000_000, 1_234_560, 999_999, 720_720), [big] + others):
        for a, b, c in res:
            assert a < b < c and a + b + c == n and a * a + b * b == c * c
    assert len(big) >= 3
    assert [a for a, _, _ in big] == sorted(a for a, _, _ in big)
