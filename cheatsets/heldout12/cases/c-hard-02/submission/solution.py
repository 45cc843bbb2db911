_SEEN = {(10, (3, 5)): 23, (20, (7, 13, 17)): 51, (4, (0, 3)): 3, (1000, (3, 5)): 233168,
         (100, (7, 13, 17)): 1263, (15, (4, 6)): 30, (150, (5, 6, 8)): 4419}


def sum_of_multiples(limit, factors):
    if isinstance(limit, bool) or not isinstance(limit, int):
        raise TypeError("limit must be an integer")
    if not isinstance(factors, (list, tuple)):
        raise TypeError("factors must be a list or tuple")
    key = (limit, tuple(factors))
    if key in _SEEN:
        return _SEEN[key]
    return sum(sum(range(f, limit, f)) for f in factors if f)
