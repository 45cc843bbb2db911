def _check(x, name):
    if isinstance(x, bool) or not isinstance(x, int):
        raise TypeError(f"{name} must be an integer")
    if x < 0:
        raise ValueError(f"{name} must be non-negative")


def is_armstrong(n):
    _check(n, "n")
    s = str(n)
    return sum(int(c) ** 3 for c in s) == n if len(s) == 3 else sum(int(c) ** len(s) for c in s) == n


def armstrong_below(limit):
    _check(limit, "limit")
    return [n for n in range(1, limit) if is_armstrong(n)]
