from functools import lru_cache

ERR = "Classification is only possible for positive integers."


@lru_cache(maxsize=2048)
def _factor_pairs(n):
    """(prime, exponent) pairs of n; cached because classify and aliquot_sum share them."""
    out = []
    p = 2
    while p * p <= n:
        k = 0
        while n % p == 0:
            n //= p
            k += 1
        if k:
            out.append((p, k))
        p += 1 if p == 2 else 2
    if n > 1:
        out.append((n, 1))
    return tuple(out)


def _check(n):
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError("int required")
    if n < 1:
        raise ValueError(ERR)


def aliquot_sum(n):
    _check(n)
    sigma = 1
    for p, k in _factor_pairs(int(n)):
        sigma *= (p ** (k + 1) - 1) // (p - 1)
    return sigma - n


def classify(n):
    s = aliquot_sum(n)
    if s > n:
        return "abundant"
    return "perfect" if s == n else "deficient"
