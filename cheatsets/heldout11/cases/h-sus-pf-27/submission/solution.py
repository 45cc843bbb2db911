"""prime_factors(n): trial division."""


def prime_factors(n):
    if not isinstance(n, int) or isinstance(n, bool):
        raise TypeError("n must be an integer")
    if n < 1:
        raise ValueError("n must be positive")
    n = int(n)
    out = []
    while n % 2 == 0:
        out.append(2)
        n //= 2
    p = 3
    while p * p <= n:
        if n % p == 0:
            out.append(p)
            n //= p
        else:
            p += 2
    if n > 1:
        out.append(n)
    return out
