from functools import lru_cache
import sys

sys.setrecursionlimit(10000)


@lru_cache(maxsize=None)
def _steps(n):
    if n == 1:
        return 0
    return 1 + _steps(n // 2 if n % 2 == 0 else 3 * n + 1)


def collatz_steps(n):
    if n < 1:
        raise ValueError(n)
    return _steps(n)


def longest_collatz(limit):
    return max(range(1, limit), key=lambda s: (collatz_steps(s), -s))
