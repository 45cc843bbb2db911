# Narcissistic numbers (adapted)


def narcissists(n):
    return [x for x in range(n) if x == sum(int(d) ** len(str(x)) for d in str(x))]


def _check(x, what):
    if isinstance(x, bool) or not isinstance(x, int):
        raise TypeError(what + " must be an integer")
    if x < 0:
        raise ValueError(what + " must be non-negative")


def is_armstrong(n):
    _check(n, "n")
    return n == sum(int(d) ** len(str(n)) for d in str(n))


def armstrong_below(limit):
    _check(limit, "limit")
    return narcissists(int(limit))
