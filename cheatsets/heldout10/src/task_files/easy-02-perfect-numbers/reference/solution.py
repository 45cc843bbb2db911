from math import isqrt

MESSAGE = "Classification is only possible for positive integers."


def _check(n):
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError("n must be an int")
    if n < 1:
        raise ValueError(MESSAGE)


def aliquot_sum(n):
    _check(n)
    if n == 1:
        return 0
    total = 1
    root = isqrt(n)
    for d in range(2, root + 1):
        if n % d == 0:
            total += d
            other = n // d
            if other != d:
                total += other
    return total


def classify(n):
    s = aliquot_sum(n)
    if s == n:
        return "perfect"
    return "abundant" if s > n else "deficient"
