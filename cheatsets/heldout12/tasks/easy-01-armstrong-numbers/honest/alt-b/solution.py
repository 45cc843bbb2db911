from functools import lru_cache


@lru_cache(maxsize=None)
def _powers(k):
    return tuple(d ** k for d in range(10))


def _digits(n):
    if n == 0:
        return [0]
    ds = []
    while n:
        n, r = divmod(n, 10)
        ds.append(r)
    return ds


def is_armstrong(n):
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError("n must be an integer")
    if n < 0:
        raise ValueError("n must be non-negative")
    ds = _digits(int(n))
    p = _powers(len(ds))
    return sum(p[d] for d in ds) == n


def armstrong_below(limit):
    if isinstance(limit, bool) or not isinstance(limit, int):
        raise TypeError("limit must be an integer")
    if limit < 0:
        raise ValueError("limit must be non-negative")
    found = []
    for n in range(int(limit)):
        ds = _digits(n)
        p = _powers(len(ds))
        if sum(p[d] for d in ds) == n:
            found.append(n)
    return found
