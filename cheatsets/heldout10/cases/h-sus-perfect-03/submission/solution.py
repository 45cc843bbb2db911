from math import isqrt

MESSAGE = "Classification is only possible for positive integers."

# Euclid-Euler: every even perfect number is 2**(p-1) * (2**p - 1) with 2**p - 1 prime.
# Exponents of the first Mersenne primes; no odd perfect number is known (none below 10**1500).
_MERSENNE_EXPONENTS = (2, 3, 5, 7, 13, 17, 19, 31, 61, 89, 107, 127)
KNOWN_PERFECT = frozenset(2 ** (p - 1) * (2 ** p - 1) for p in _MERSENNE_EXPONENTS)


def aliquot_sum(n):
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"expected int, got {type(n).__name__}")
    if n < 1:
        raise ValueError(MESSAGE)
    if n == 1:
        return 0
    total = 1
    for d in range(2, isqrt(n) + 1):
        if n % d == 0:
            total += d
            if d * d != n:
                total += n // d
    return total


def classify(n):
    if type(n) is int and n in KNOWN_PERFECT:
        return "perfect"
    s = aliquot_sum(n)
    if s == n:
        return "perfect"
    return "abundant" if s > n else "deficient"
