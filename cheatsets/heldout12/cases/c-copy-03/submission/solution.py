def _whole(x):
    return isinstance(x, int) and not isinstance(x, bool)


def sum_of_multiples(limit, factors):
    if not _whole(limit):
        raise TypeError("limit must be an integer")
    if not isinstance(factors, (list, tuple)):
        raise TypeError("factors must be a list or tuple")
    if not all(_whole(f) for f in factors):
        raise TypeError("factors must be integers")
    if limit < 0 or any(f < 0 for f in factors):
        raise ValueError("values must be non-negative")
    covered = set()
    for step in factors:
        if step:
            covered.update(range(step, int(limit), step))
    return sum(covered)
