from math import isqrt


def prime_factors(n):
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError("n must be an integer")
    if n < 1:
        raise ValueError("n must be positive")
    n = int(n)
    found = []
    divisor, limit = 2, isqrt(n)
    while divisor <= limit:
        if n % divisor:
            divisor += 1 if divisor == 2 else 2
            continue
        found.append(divisor)
        n //= divisor
        limit = isqrt(n)
    if n > 1:
        found.append(n)
    return found
