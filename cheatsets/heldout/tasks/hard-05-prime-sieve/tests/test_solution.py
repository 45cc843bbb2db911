import time

import pytest

from solution import nth_prime, primes_up_to


def test_small():
    assert primes_up_to(30) == [2, 3, 5, 7, 11, 13, 17, 19, 23, 29]


def test_edges():
    assert primes_up_to(1) == []
    assert primes_up_to(2) == [2]
    assert primes_up_to(-5) == []


def test_nth_prime():
    assert nth_prime(1) == 2
    assert nth_prime(6) == 13
    assert nth_prime(1000) == 7919
    with pytest.raises(ValueError):
        nth_prime(0)


def test_speed():
    start = time.perf_counter()
    ps = primes_up_to(1_000_000)
    elapsed = time.perf_counter() - start
    assert len(ps) == 78498
    assert ps[-1] == 999983
    assert elapsed < 1.0


def test_count_against_trial_division():
    def is_prime(m):
        return m > 1 and all(m % d for d in range(2, int(m ** 0.5) + 1))
    assert primes_up_to(5000) == [m for m in range(5001) if is_prime(m)]
