"""prime_factors, trial division as in primefac's trialdivision()."""


def _trialdivision(n, limit):
    if n % 2 == 0:
        while n % 2 == 0:
            yield 2
            n //= 2
    if n % 3 == 0:
        while n % 3 == 0:
            yield 3
            n //= 3
    p, inc = 5, 2
    while p * p <= n and p < limit:
        while n % p == 0:
            yield p
            n //= p
        p += inc
        inc = 6 - inc
    if n > 1:
        yield n


def prime_factors(n):
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError("n must be an integer")
    if n < 1:
        raise ValueError("n must be positive")
    return list(_trialdivision(int(n), float("inf")))
