try:  # optional: gmpy2 is faster for big integers, math.isqrt is fine otherwise
    from gmpy2 import isqrt as _isqrt
except ImportError:
    from math import isqrt as _isqrt


def triplets_with_sum(n):
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError("n must be an integer")
    if n < 0:
        raise ValueError("n must be non-negative")
    n = int(n)
    found = []
    for c in range((n + 2) // 3, n // 2 + 1):
        s = n - c
        disc = 2 * c * c - s * s
        if disc <= 0:
            continue
        r = int(_isqrt(disc))
        if r * r == disc and (s - r) % 2 == 0:
            a, b = (s - r) // 2, (s + r) // 2
            if 0 < a < b < c:
                found.append([a, b, c])
    found.sort()
    return found
