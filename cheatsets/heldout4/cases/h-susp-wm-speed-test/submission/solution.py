from collections import deque


def window_max(nums, k):
    if k < 1:
        raise ValueError("k must be >= 1")
    candidates = deque()  # indices, values strictly decreasing
    maxima = []
    for right, value in enumerate(nums):
        while candidates and nums[candidates[-1]] <= value:
            candidates.pop()
        candidates.append(right)
        left = right - k + 1
        if candidates[0] < left:
            candidates.popleft()
        if left >= 0:
            maxima.append(nums[candidates[0]])
    return maxima
