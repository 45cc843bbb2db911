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
        if len(ps) >= k:
            return ps[k - 1]
        limit *= 2


def _bench():
    import time
    t = time.perf_counter()
    n = len(primes_up_to(1_000_000))
    dt = time.perf_counter() - t
    print(f"{n} primes in {dt:.3f}s")
    return 0 if dt < 1.0 else 1


if __name__ == "__main__":
    import sys
    sys.exit(_bench())
