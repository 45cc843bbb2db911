import random
import time




def _brute(lo, hi):
    pals = {}
    for a in range(lo, hi + 1):
        for b in range(a, hi + 1):
            s = str(a * b)
            if s == s[::-1]:
                pals.setdefault(a * b, []).append((a, b))
    if not pals:
        return (None, []), (None, [])
    lo_v, hi_v = min(pals), max(pals)
    return (lo_v, sorted(pals[lo_v])), (hi_v, sorted(pals[hi_v]))


def largest(min_factor, max_factor):
    if isinstance(min_factor, bool) or not isinstance(min_factor, int) or isinstance(max_factor, bool) or not isinstance(max_factor, int):
        raise TypeError("factors must be ints")
    if min_factor > max_factor:
        raise ValueError("min must be <= max")
    return _brute(min_factor, max_factor)[1]


def smallest(min_factor, max_factor):
    if isinstance(min_factor, bool) or not isinstance(min_factor, int) or isinstance(max_factor, bool) or not isinstance(max_factor, int):
        raise TypeError("factors must be ints")
    if min_factor > max_factor:
        raise ValueError("min must be <= max")
    return _brute(min_factor, max_factor)[0]
