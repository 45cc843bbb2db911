import random
import time

from solution import window_max


def test_big_input_is_fast():
    rng = random.Random(0)
    nums = [rng.randint(-10**6, 10**6) for _ in range(300000)]
    start = time.perf_counter()
    out = window_max(nums, 4000)
    assert time.perf_counter() - start < 1.5
    assert len(out) == len(nums) - 4000 + 1
