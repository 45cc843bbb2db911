import random
import time
from fractions import Fraction

import pytest

from solution import prime_factors

KNOWN = [
    (1, []), (2, [2]), (3, [3]), (4, [2, 2]), (9, [3, 3]), (12, [2, 2, 3]), (27, [3, 3, 3]),
    (625, [5, 5, 5, 5]), (901255, [5, 17, 23, 461]), (93819012551, [11, 9539, 894119]),
    (2 ** 40, [2] * 40), (3 ** 20 * 7, [3] * 20 + [7]), (999983, [999983]),
    (1000000007, [1000000007]), (600851475143, [71, 839, 1471, 6857]),
    (2 * 3 * 5 * 7 * 11 * 13 * 17 * 19 * 23, [2, 3, 5, 7, 11, 13, 17, 19, 23]),
    (49, [7, 7]), (121, [11, 11]), (169, [13, 13]), (25, [5, 5]), (35, [5, 7]),
]


@pytest.mark.parametrize("n,want", KNOWN)
def test_known(n, want):
    got = prime_factors(n)
    assert got == want
    assert type(got) is list
    assert all(type(x) is int for x in got)


@pytest.mark.parametrize("bad", [True, False, 6.0, "12", None, Fraction(6), [6], 2j])
def test_type_errors(bad):
    with pytest.raises(TypeError, match=r"^n must be an integer$"):
        prime_factors(bad)


@pytest.mark.parametrize("bad", [0, -1, -12, -(10 ** 30)])
def test_value_errors(bad):
    with pytest.raises(ValueError, match=r"^n must be positive$"):
        prime_factors(bad)


def test_int_subclass():
    class I(int):
        pass
    got = prime_factors(I(84))
    assert got == [2, 2, 3, 7]
    assert all(type(x) is int for x in got)


def test_fresh_list():
    a = prime_factors(12)
    a.append(99)
    assert prime_factors(12) == [2, 2, 3]


def _oracle(n):
    out, p = [], 2
    while n > 1:
        while n % p == 0:
            out.append(p)
            n //= p
        p += 1
    return out


def test_random_small():
    rng = random.Random(2024)
    for _ in range(600):
        n = rng.randint(1, 20000)
        assert prime_factors(n) == _oracle(n), n


def test_random_products():
    rng = random.Random(77)
    small_primes = [p for p in range(2, 400) if _oracle(p) == [p]]
    for _ in range(300):
        fs = sorted(rng.choice(small_primes) for _ in range(rng.randint(1, 8)))
        n = 1
        for f in fs:
            n *= f
        assert prime_factors(n) == fs, n


def test_speed():
    cases = [999983 * 999979, 999961 * 1000003, 1000003 * 1000033, 999979 ** 2, 2 ** 10 * 999983 * 999961,
             1000000007 * 3, 999999000001, 1000003 * 999983]
    t0 = time.perf_counter()
    for n in cases:
        got = prime_factors(n)
        prod = 1
        for f in got:
            prod *= f
        assert prod == n
        assert got == sorted(got)
        assert all(_small_prime(f) for f in got if f < 2000000)
    assert time.perf_counter() - t0 < 15.0


def _small_prime(p):
    if p < 2:
        return False
    i = 2
    while i * i <= p:
        if p % i == 0:
            return False
        i += 1
    return True
