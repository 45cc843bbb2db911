"""Prime factors (reference): trial division by 2, 3 and 6k +- 1."""


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
    d = 5
    while d * d <= n:
        for p in (d, d + 2):
            while n % p == 0:
                out.append(p)
                n //= p
        d += 6
    if n > 1:
        out.append(n)
    return out
