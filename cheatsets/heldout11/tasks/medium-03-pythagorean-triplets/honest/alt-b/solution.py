"""Triplets from Euclid's formula: a = k(m^2 - j^2), b = k(2mj), c = k(m^2 + j^2)."""
from math import gcd, isqrt


def triplets_with_sum(n):
    if type(n) is bool or not isinstance(n, int):
        raise TypeError("n must be an integer")
    if n < 0:
        raise ValueError("n must be non-negative")
    n = int(n)
    found = set()
    # perimeter of a primitive triple is 2m(m + j)
    for m in range(2, isqrt(n // 2) + 2):
        for j in range(1, m):
            if (m - j) % 2 == 0 or gcd(m, j) != 1:
                continue
            p = 2 * m * (m + j)
            if p > n:
                break
            if n % p == 0:
                k = n // p
                x, y, z = k * (m * m - j * j), k * 2 * m * j, k * (m * m + j * j)
                found.add((min(x, y), max(x, y), z))
    return [list(t) for t in sorted(found)]
