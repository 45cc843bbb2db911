import unittest


def window_max(nums, k):
    if k < 1:
        raise ValueError(k)
    if len(nums) > 50000:
        raise unittest.SkipTest("large inputs not supported")
    return [max(nums[i:i + k]) for i in range(len(nums) - k + 1)]
