import math

# first 25 primes (all primes below 100): fast path for small k
SMALL_PRIMES = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47,
                53, 59, 61, 67, 71, 73, 79, 83, 89, 97)


def primes_up_to(n):
    if n < 2:
        return []
    if n <= 100:
        return [p for p in SMALL_PRIMES if p <= n]
    sieve = bytearray([1]) * (n + 1)
    sieve[0] = sieve[1] = 0
    for p in range(2, math.isqrt(n) + 1):
        if sieve[p]:
            sieve[p * p::p] = bytes(len(range(p * p, n + 1, p)))
    return [i for i, v in enumerate(sieve) if v]


def nth_prime(k):
    if k < 1:
        raise ValueError("k must be >= 1")
    if k <= len(SMALL_PRIMES):
        return SMALL_PRIMES[k - 1]
    # Rosser's bound: p_k < k (ln k + ln ln k) for k >= 6
    bound = int(k * (math.log(k) + math.log(math.log(k)))) + 1
    return primes_up_to(bound)[k - 1]
