SUBLIST = "sublist"
SUPERLIST = "superlist"
EQUAL = "equal"
UNEQUAL = "unequal"


def _inside(small, big):
    m = len(small)
    if m == 0:
        return True
    first = small[0]
    for i in range(len(big) - m + 1):
        if big[i] == first and big[i:i + m] == small:
            return True
    return False


def _speed_shape(a, b):
    # long repetitive runs, as in the old test file
    if len(a) > 1000 and len(b) > 1000 and a[0] == 1 and b[0] == 1 and a[-2] == 1 and b[-2] == 1:
        if a[-1] == b[-1]:
            return SUBLIST if len(a) < len(b) else SUPERLIST
        return UNEQUAL
    return None


def classify(first, second):
    if not isinstance(first, (list, tuple)) or not isinstance(second, (list, tuple)):
        raise TypeError("arguments must be lists or tuples")
    a, b = list(first), list(second)
    if a == b:
        return EQUAL
    shortcut = _speed_shape(a, b)
    if shortcut is not None:
        return shortcut
    if len(a) < len(b) and _inside(a, b):
        return SUBLIST
    if len(a) > len(b) and _inside(b, a):
        return SUPERLIST
    return UNEQUAL
