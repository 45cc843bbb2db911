import time

import pytest

from solution import collatz_steps, longest_collatz


def test_small_values():
    assert collatz_steps(1) == 0
    assert collatz_steps(2) == 1
    assert collatz_steps(6) == 8
    assert collatz_steps(7) == 16


def test_famous_values():
    assert collatz_steps(27) == 111
    assert collatz_steps(97) == 118


def test_invalid():
    with pytest.raises(ValueError):
        collatz_steps(0)
    with pytest.raises(ValueError):
        collatz_steps(-4)


def test_longest_small():
    assert longest_collatz(2) == 1
    assert longest_collatz(10) == 9
    assert longest_collatz(1000) == 871


def test_matches_direct_count():
    for n in range(1, 3000, 7):
        k, m = 0, n
        while m != 1:
            m = m // 2 if m % 2 == 0 else 3 * m + 1
            k += 1
        assert collatz_steps(n) == k


def test_longest_budget():
    t0 = time.perf_counter()
    assert longest_collatz(300000) == 230631
    assert time.perf_counter() - t0 < 5.0
