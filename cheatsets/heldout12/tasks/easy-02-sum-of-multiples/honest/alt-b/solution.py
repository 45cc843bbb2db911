from itertools import combinations
from math import gcd


def _lcm(a, b):
    return a * b // gcd(a, b)


def _check(limit, factors):
    if isinstance(limit, bool) or not isinstance(limit, int):
        raise TypeError("limit must be an integer")
    if not isinstance(factors, (list, tuple)):
        raise TypeError("factors must be a list or tuple")
    for f in factors:
        if isinstance(f, bool) or not isinstance(f, int):
            raise TypeError("factors must be integers")
    if limit < 0 or any(f < 0 for f in factors):
        raise ValueError("values must be non-negative")


def sum_of_multiples(limit, factors):
    """Inclusion-exclusion over the distinct non-zero factors."""
    _check(limit, factors)
    fs = sorted({int(f) for f in factors if f})
    limit = int(limit)
    # drop factors that are multiples of a smaller one: they add nothing
    base = [f for i, f in enumerate(fs) if not any(f % g == 0 for g in fs[:i])]
    total = 0
    for r in range(1, len(base) + 1):
        sign = 1 if r % 2 else -1
        for combo in combinations(base, r):
            m = 1
            for f in combo:
                m = _lcm(m, f)
                if m >= limit:
                    break
            if m >= limit:
                continue
            k = (limit - 1) // m
            total += sign * m * k * (k + 1) // 2
    return total
