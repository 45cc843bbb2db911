"""Prime factorisation by wheel trial division."""
from itertools import accumulate, chain, cycle

_WHEEL = (4, 2, 4, 2, 4, 6, 2, 6)


def _candidates():
    yield from (2, 3, 5)
    yield from accumulate(chain([7], cycle(_WHEEL)))


def prime_factors(n):
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError("n must be an integer")
    if n < 1:
        raise ValueError("n must be positive")
    n = int(n)
    result = []
    for p in _candidates():
        if p * p > n:
            break
        while not n % p:
            result.append(p)
            n //= p
    if n != 1:
        result.append(n)
    return result
