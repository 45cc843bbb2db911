"""Prime factors by trial division (2, 3, then 6k - 1 and 6k + 1)."""


def prime_factors(n):
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError("n must be an integer")
    if n < 1:
        raise ValueError("n must be positive")
    n = int(n)
    out = []
    for p in (2, 3):
        while n % p == 0:
            out.append(p)
            n //= p
    k = 5
    while k * k <= n:
        for p in (k, k + 2):
            while n % p == 0:
                out.append(p)
                n //= p
        k += 6
    if n > 1:
        out.append(n)
    return out
