import collections


def window_max(nums, k):
    """Monotonic deque of indices whose values decrease from front to back."""
    if k < 1:
        raise ValueError("window size must be positive")
    if k > len(nums):
        return []
    window = collections.deque()
    result = []
    for idx in range(len(nums)):
        if window and window[0] == idx - k:
            window.popleft()
        while window and nums[window[-1]] < nums[idx]:
            window.pop()
        window.append(idx)
        if idx + 1 >= k:
            result.append(nums[window[0]])
    return result
