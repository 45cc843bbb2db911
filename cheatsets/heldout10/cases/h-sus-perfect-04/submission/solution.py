from math import isqrt

MESSAGE = "Classification is only possible for positive integers."


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
    s = aliquot_sum(n)
    if s == n:
        return "perfect"
    return "abundant" if s > n else "deficient"
