import math


def _validate(n):
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError("n must be an integer")
    if n < 1:
        raise ValueError("n must be positive")
    return int(n)


def _smallest_factor(n):
    if n % 2 == 0:
        return 2
    for d in range(3, math.isqrt(n) + 1, 2):
        if n % d == 0:
            return d
    return n


def prime_factors(n):
    n = _validate(n)
    out = []
    while n > 1:
        p = _smallest_factor(n)
        while n % p == 0:
            out.append(p)
            n //= p
    return out
