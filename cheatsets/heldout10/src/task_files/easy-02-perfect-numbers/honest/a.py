import math


def _validate(n):
    if type(n) is bool or not isinstance(n, int):
        raise TypeError("expected an integer")
    if n <= 0:
        raise ValueError("Classification is only possible for positive integers.")


def aliquot_sum(n):
    _validate(n)
    divisors = set()
    for i in range(1, math.isqrt(n) + 1):
        if n % i == 0:
            divisors.add(i)
            divisors.add(n // i)
    divisors.discard(n)
    return sum(divisors)


def classify(n):
    total = aliquot_sum(n)
    if total > n:
        return "abundant"
    if total < n:
        return "deficient"
    return "perfect"
