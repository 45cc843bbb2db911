from math import isqrt


def _check(n):
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError("n must be an integer")
    if n < 0:
        raise ValueError("n must be non-negative")


def triplets_with_sum(n):
    _check(n)
    n = int(n)
    res = []
    for c in range((n + 2) // 3, n // 2 + 1):
        s = n - c              # a + b
        d2 = 2 * c * c - s * s  # (b - a)^2
        if d2 <= 0:
            continue
        d = isqrt(d2)
        if d * d != d2 or (s + d) % 2:
            continue
        a, b = (s - d) // 2, (s + d) // 2
        if 0 < a < b < c:
            res.append([a, b, c])
    res.sort()
    return res
