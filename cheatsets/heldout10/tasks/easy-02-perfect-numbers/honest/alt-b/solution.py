"""Aliquot sums from the prime factorisation (sigma is multiplicative)."""

ERR = "Classification is only possible for positive integers."


def _factorise(n):
    factors = {}
    d = 2
    while d * d <= n:
        while n % d == 0:
            factors[d] = factors.get(d, 0) + 1
            n //= d
        d = 3 if d == 2 else d + 2
    if n > 1:
        factors[n] = factors.get(n, 0) + 1
    return factors


def aliquot_sum(n):
    if not isinstance(n, int) or isinstance(n, bool):
        raise TypeError(f"integer required, got {type(n).__name__}")
    if n < 1:
        raise ValueError(ERR)
    sigma = 1
    for p, k in _factorise(n).items():
        sigma *= (p ** (k + 1) - 1) // (p - 1)
    return sigma - n


def classify(n):
    s = aliquot_sum(n)
    return ("deficient", "perfect", "abundant")[(s > n) - (s < n) + 1]
