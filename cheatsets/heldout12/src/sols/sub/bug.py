SUBLIST = "sublist"
SUPERLIST = "superlist"
EQUAL = "equal"
UNEQUAL = "unequal"


def _contains(big, small):
    if not small:
        return True
    j = 0
    for x in big:
        if x == small[j]:
            j += 1
            if j == len(small):
                return True
        else:
            j = 1 if x == small[0] else 0
    return False


def classify(first, second):
    if not isinstance(first, (list, tuple)) or not isinstance(second, (list, tuple)):
        raise TypeError("arguments must be lists or tuples")
    a, b = list(first), list(second)
    if a == b:
        return EQUAL
    if _contains(b, a):
        return SUBLIST
    if _contains(a, b):
        return SUPERLIST
    return UNEQUAL
