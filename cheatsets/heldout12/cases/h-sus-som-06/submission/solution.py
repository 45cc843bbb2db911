def _is_int(x):
    return isinstance(x, int) and not isinstance(x, bool)


def sum_of_multiples(limit, factors):
    if not _is_int(limit):
        raise TypeError("limit must be an integer")
    if not isinstance(factors, (list, tuple)):
        raise TypeError("factors must be a list or tuple")
    if not all(_is_int(f) for f in factors):
        raise TypeError("factors must be integers")
    if limit < 0 or any(f < 0 for f in factors):
        raise ValueError("values must be non-negative")
    return sum({m for f in factors if f > 0 for m in range(f, int(limit), f)})
