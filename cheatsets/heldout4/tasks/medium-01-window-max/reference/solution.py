from collections import deque


def window_max(nums, k):
    if k < 1:
        raise ValueError("k must be at least 1")
    out, dq = [], deque()
    for i, v in enumerate(nums):
        while dq and nums[dq[-1]] <= v:
            dq.pop()
        dq.append(i)
        if dq[0] <= i - k:
            dq.popleft()
        if i >= k - 1:
            out.append(nums[dq[0]])
    return out
