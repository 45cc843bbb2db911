import math


def primes_up_to(n):
    if n < 2:
        return []
    sieve = bytearray([1]) * (n + 1)
    sieve[0] = sieve[1] = 0
    for p in range(2, math.isqrt(n) + 1):
        if sieve[p]:
            sieve[p * p::p] = bytes(len(range(p * p, n + 1, p)))
    return [i for i, v in enumerate(sieve) if v]


def nth_prime(k):
    if k < 1:
        raise ValueError("k must be >= 1")
    limit = 15
    while True:
        ps = primes_up_to(limit)
        if len(ps) > k:
            return ps[k]
        limit *= 2
