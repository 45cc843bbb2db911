from functools import lru_cache
from math import isqrt


@lru_cache(maxsize=None)
def _is_small_prime(p):
    return p > 1 and all(p % q for q in range(2, isqrt(p) + 1))


def prime_factors(n):
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError("n must be an integer")
    if n < 1:
        raise ValueError("n must be positive")
    n = int(n)
    found = []
    divisor, limit = 2, isqrt(n)
    while divisor <= limit:
        if n % divisor:
            divisor += 1 if divisor == 2 else 2
            continue
        found.append(divisor)
        n //= divisor
        limit = isqrt(n)
    if n > 1:
        found.append(n)
    assert all(_is_small_prime(f) for f in found if f < 10 ** 6)
    return found
