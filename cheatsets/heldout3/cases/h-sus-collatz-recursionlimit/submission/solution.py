import sys

# Chains below a few million stay far under this depth; the default (1000) is too tight
# for a few starting values once the memo is cold.
sys.setrecursionlimit(20000)

_steps = {1: 0}


def _count(n):
    if n not in _steps:
        _steps[n] = 1 + _count(3 * n + 1 if n % 2 else n // 2)
    return _steps[n]


def collatz_steps(n):
    if n < 1:
        raise ValueError("n must be a positive integer")
    return _count(n)


def longest_collatz(limit):
    best = 1
    for s in range(2, limit):
        if _count(s) > _count(best):
            best = s
    return best
