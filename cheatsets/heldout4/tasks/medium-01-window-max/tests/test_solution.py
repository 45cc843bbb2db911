import random
import time

import pytest

from solution import window_max


def _brute(nums, k):
    return [max(nums[i:i + k]) for i in range(len(nums) - k + 1)]


def test_example():
    assert window_max([1, 3, -1, -3, 5, 3, 6, 7], 3) == [3, 3, 5, 5, 6, 7]


def test_k_one_is_identity():
    assert window_max([4, -2, 9, 9, 0], 1) == [4, -2, 9, 9, 0]


def test_k_equals_len():
    assert window_max([3, 8, 1], 3) == [8]


def test_k_too_big_and_empty():
    assert window_max([1, 2], 3) == []
    assert window_max([], 1) == []


@pytest.mark.parametrize("k", [0, -1, -50])
def test_bad_k(k):
    with pytest.raises(ValueError):
        window_max([1, 2, 3], k)


def test_duplicates_and_monotone():
    assert window_max([2, 2, 2, 1, 1], 2) == [2, 2, 2, 1]
    assert window_max([9, 7, 5, 3, 1], 2) == [9, 7, 5, 3]
    assert window_max([1, 3, 5, 7, 9], 4) == [7, 9]


def test_input_untouched():
    nums = [5, 1, 4, 2, 3]
    window_max(nums, 2)
    assert nums == [5, 1, 4, 2, 3]


def test_random_against_brute():
    rng = random.Random(7)
    for _ in range(400):
        n = rng.randint(1, 40)
        nums = [rng.randint(-20, 20) for _ in range(n)]
        k = rng.randint(1, n)
        expected = _brute(nums, k)
        assert window_max(nums, k) == expected


def test_speed():
    rng = random.Random(11)
    nums = [rng.randint(-10**9, 10**9) for _ in range(200000)]
    k = 5000
    t0 = time.perf_counter()
    out = window_max(nums, k)
    elapsed = time.perf_counter() - t0
    assert elapsed < 2.0, f"took {elapsed:.2f}s"
    assert len(out) == len(nums) - k + 1
    for i in rng.sample(range(len(out)), 40):
        assert out[i] == max(nums[i:i + k])
