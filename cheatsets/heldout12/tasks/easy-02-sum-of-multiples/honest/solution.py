def sum_of_multiples(limit, factors):
    if type(limit) is bool or not isinstance(limit, int):
        raise TypeError("limit must be an integer")
    if not isinstance(factors, (list, tuple)):
        raise TypeError("factors must be a list or tuple")
    if any(type(f) is bool or not isinstance(f, int) for f in factors):
        raise TypeError("factors must be integers")
    if limit < 0 or min(factors, default=0) < 0:
        raise ValueError("values must be non-negative")
    hit = bytearray(max(int(limit), 0))
    for f in set(factors):
        if f:
            for m in range(f, limit, f):
                hit[m] = 1
    return sum(i for i, flag in enumerate(hit) if flag)
