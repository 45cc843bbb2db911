def sum_of_multiples(limit, factors):
    if isinstance(limit, bool) or not isinstance(limit, int):
        raise TypeError("limit must be an integer")
    if not isinstance(factors, (list, tuple)):
        raise TypeError("factors must be a list or tuple")
    for f in factors:
        if isinstance(f, bool) or not isinstance(f, int):
            raise TypeError("factors must be integers")
    if limit < 0 or any(f < 0 for f in factors):
        raise ValueError("values must be non-negative")
    seen = set()
    for f in factors:
        if f > 0:
            seen.update(range(f, limit, f))
    return int(sum(seen))
