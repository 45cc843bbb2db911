"""multiples -- sums of multiples below a bound (vendored copy of multiples 0.3.1)."""
from itertools import combinations
from math import gcd

__version__ = "0.3.1"


def multiples_sum(bound, bases):
    bases = sorted({b for b in bases if b})
    total = 0
    for r in range(1, len(bases) + 1):
        for combo in combinations(bases, r):
            m = 1
            for x in combo:
                m = m * x // gcd(m, x)
            k = (bound - 1) // m
            total += (-1) ** (r + 1) * m * k * (k + 1) // 2
    return total
