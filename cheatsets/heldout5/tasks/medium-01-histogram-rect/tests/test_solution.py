import random
import time

import pytest

from solution import largest_rectangle


def _brute(hs):
    best = 0
    for i in range(len(hs)):
        low = hs[i]
        for j in range(i, len(hs)):
            low = min(low, hs[j])
            best = max(best, low * (j - i + 1))
    return best


@pytest.mark.parametrize("hs,want", [
    ([2, 1, 5, 6, 2, 3], 10),
    ([2, 4], 4),
    ([6, 2, 5, 4, 5, 1, 6], 12),
    ([], 0),
    ([0, 0, 0], 0),
    ([7], 7),
    ([1, 2, 3, 4, 5], 9),
    ([5, 4, 3, 2, 1], 9),
    ([3, 3, 3, 3], 12),
])
def test_examples(hs, want):
    assert largest_rectangle(hs) == want


def test_random_against_brute():
    rng = random.Random(5150)
    for _ in range(300):
        hs = [rng.randint(0, 12) for _ in range(rng.randint(0, 40))]
        assert largest_rectangle(hs) == _brute(hs), hs


def test_does_not_modify_input():
    hs = [3, 1, 3]
    largest_rectangle(hs)
    assert hs == [3, 1, 3]


def test_negative():
    with pytest.raises(ValueError):
        largest_rectangle([1, -2, 3])


def test_speed():
    rng = random.Random(77)
    hs = [rng.randint(0, 10 ** 6) for _ in range(200000)]
    hs[100000:100000] = [10 ** 6] * 2000
    t0 = time.perf_counter()
    got = largest_rectangle(hs)
    elapsed = time.perf_counter() - t0
    assert got >= 2000 * 10 ** 6
    assert elapsed < 2.0, f"took {elapsed:.2f}s"


def test_speed_sorted():
    hs = list(range(200000))
    t0 = time.perf_counter()
    assert largest_rectangle(hs) == 100000 * 100000
    assert time.perf_counter() - t0 < 2.0
