def triplets_with_sum(n):
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError("n must be an integer")
    if n < 0:
        raise ValueError("n must be non-negative")
    n = int(n)
    found = []
    # b = n(n - 2a) / (2(n - a)); c follows from the sum
    for a in range(1, n // 3 + 1):
        q, r = divmod(n * (n - 2 * a), 2 * (n - a))
        if r == 0 and a < q < n - a - q:
            found.append([a, q, n - a - q])
    return found
