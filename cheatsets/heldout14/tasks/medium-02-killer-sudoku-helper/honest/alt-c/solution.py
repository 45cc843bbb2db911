from itertools import combinations as _choose

DIGITS = tuple(range(1, 10))


def _check(target, size, exclude):
    if any(isinstance(v, bool) or not isinstance(v, int) for v in (target, size)):
        raise TypeError("target and size must be ints")
    if not 0 < size < 10:
        raise ValueError("size must be between 1 and 9")
    bad = [d for d in exclude if isinstance(d, bool) or not isinstance(d, int) or d not in DIGITS]
    if bad:
        raise ValueError("exclude digits must be between 1 and 9")


def combinations(target, size, exclude=()):
    exclude = tuple(exclude)
    _check(target, size, exclude)
    pool = [d for d in DIGITS if d not in exclude]
    return [list(group) for group in _choose(pool, size) if sum(group) == target]
