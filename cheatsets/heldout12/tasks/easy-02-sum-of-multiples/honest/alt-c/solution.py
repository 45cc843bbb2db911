class _Checker:
    @staticmethod
    def whole(x):
        return isinstance(x, int) and not isinstance(x, bool)


def sum_of_multiples(limit, factors):
    if not _Checker.whole(limit):
        raise TypeError("limit must be an integer")
    if type(factors) not in (list, tuple) and not isinstance(factors, (list, tuple)):
        raise TypeError("factors must be a list or tuple")
    if not all(_Checker.whole(f) for f in factors):
        raise TypeError("factors must be integers")
    if limit < 0 or [f for f in factors if f < 0]:
        raise ValueError("values must be non-negative")
    multiples = set()
    for f in factors:
        if f == 0:
            continue
        n = f
        while n < limit:
            multiples.add(int(n))
            n += f
    return sum(multiples)
