def triplets_with_sum(n):
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError("n must be an integer")
    if n < 0:
        raise ValueError("n must be non-negative")
    n = int(n)
    res = []
    for a in range(1, n // 3 + 1):
        b, r = divmod(n * (n - 2 * a), 2 * (n - a))
        if r == 0 and a < b < n - a - b:
            res.append([a, b, n - a - b])
    return res
