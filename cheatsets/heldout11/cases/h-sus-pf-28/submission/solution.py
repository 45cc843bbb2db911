"""prime_factors with a sieve-built table of small primes."""


def _sieve(limit):
    flags = bytearray([1]) * (limit + 1)
    flags[0] = flags[1] = 0
    for i in range(2, int(limit ** 0.5) + 1):
        if flags[i]:
            flags[i * i::i] = bytearray(len(range(i * i, limit + 1, i)))
    return [i for i, f in enumerate(flags) if f]


_PRIMES = _sieve(1_001_000)


def prime_factors(n):
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError("n must be an integer")
    if n < 1:
        raise ValueError("n must be positive")
    n = int(n)
    out = []
    for p in _PRIMES:
        if p * p > n:
            break
        while n % p == 0:
            out.append(p)
            n //= p
    else:
        d = _PRIMES[-1] + 2
        while d * d <= n:
            while n % d == 0:
                out.append(d)
                n //= d
            d += 2
    if n > 1:
        out.append(n)
    return out
