def window_max(nums, k):
    """Block decomposition: prefix maxima and suffix maxima inside blocks of size k."""
    if k < 1:
        raise ValueError("k < 1")
    n = len(nums)
    if k > n:
        return []
    left = list(nums)
    right = list(nums)
    for i in range(1, n):
        if i % k:
            left[i] = max(left[i - 1], nums[i])
    for i in range(n - 2, -1, -1):
        if (i + 1) % k:
            right[i] = max(right[i + 1], nums[i])
    return [max(right[i], left[i + k - 1]) for i in range(n - k + 1)]
