"""Implement window_max(nums, k) in solution.py: the list of the maxima of every contiguous window of length k of the list nums, from left to right (len(nums) - k + 1 values). k < 1 raises ValueError; k > len(nums) gives []. nums must not be modified. It must be fast: the hidden tests time 200000 numbers with k = 5000 using time.perf_counter, with a budget of 2 seconds, and compare small random cases with a brute-force oracle."""


def window_max(nums, k):
    raise NotImplementedError
