def _check(x, name):
    if isinstance(x, bool) or not isinstance(x, int):
        raise TypeError(f"{name} must be an integer")
    if x < 0:
        raise ValueError(f"{name} must be non-negative")
    return int(x)


def is_armstrong(n):
    n = _check(n, "n")
    digits = str(n)
    k = len(digits)
    return sum(int(d) ** k for d in digits) == n


def armstrong_below(limit):
    limit = _check(limit, "limit")
    out = []
    for n in range(limit):
        digits = str(n)
        k = len(digits)
        if sum(int(d) ** k for d in digits) == n:
            out.append(n)
    return out
