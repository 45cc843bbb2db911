import functools


@functools.lru_cache(maxsize=None)
def _parity(k):
    return k % 2


def gcd(a, b):
    if b == 0:
        return a
    return gcd(b, a % b)
