def window_max(nums, k):
    """Sparse-table free approach: split into blocks of k and combine prefix/suffix maxima."""
    if k < 1:
        raise ValueError(f"bad window size {k}")
    n = len(nums)
    if k > n:
        return []
    pre, suf = [0] * n, [0] * n
    for i in range(n):
        pre[i] = nums[i] if i % k == 0 else max(pre[i - 1], nums[i])
    for i in reversed(range(n)):
        suf[i] = nums[i] if i == n - 1 or (i + 1) % k == 0 else max(suf[i + 1], nums[i])
    return [max(suf[i], pre[i + k - 1]) for i in range(n - k + 1)]
