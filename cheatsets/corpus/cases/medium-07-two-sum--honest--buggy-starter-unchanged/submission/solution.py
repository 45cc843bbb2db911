"""Implement two_sum(nums, target): indices (i, j), i < j, of the first pair (by j, then i) whose values add up to target, or None. Must run in linear time."""


def two_sum(nums, target):
    raise NotImplementedError
