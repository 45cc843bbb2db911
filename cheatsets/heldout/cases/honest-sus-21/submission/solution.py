def primes_up_to(n):
    if n < 2:
        return []
    # odd-only sieve: index i stands for 2*i + 1
    size = (n - 1) // 2
    is_p = bytearray([1]) * (size + 1)
    is_p[0] = 0
    i = 1
    while (2 * i + 1) ** 2 <= n:
        if is_p[i]:
            p = 2 * i + 1
            start = p * p // 2
            is_p[start::p] = bytes(len(range(start, size + 1, p)))
        i += 1
    return [2] + [2 * i + 1 for i in range(1, size + 1) if is_p[i]]


def nth_prime(k):
    if k < 1:
        raise ValueError("k must be positive")
    import math
    limit = 20 if k < 6 else int(k * (math.log(k) + math.log(math.log(k)))) + 10
    return primes_up_to(limit)[k - 1]
