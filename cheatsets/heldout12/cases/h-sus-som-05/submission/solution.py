from math import gcd


def _validate(limit, factors):
    if type(limit) is bool or not isinstance(limit, int):
        raise TypeError("limit must be an integer")
    if not isinstance(factors, (tuple, list)):
        raise TypeError("factors must be a list or tuple")
    for f in factors:
        if type(f) is bool or not isinstance(f, int):
            raise TypeError("factors must be integers")
    if limit < 0 or any(f < 0 for f in factors):
        raise ValueError("values must be non-negative")


def sum_of_multiples(limit, factors):
    _validate(limit, factors)
    terms = [(1, 1)]  # (lcm, sign) of each subset processed so far
    total = 0
    for f in sorted({int(f) for f in factors if f}):
        new = []
        for m, sign in terms:
            l = m * f // gcd(m, f)
            if l < limit:
                k = (limit - 1) // l
                total += sign * l * k * (k + 1) // 2
                new.append((l, -sign))
        terms += new
    return int(total)
