SUBLIST = "sublist"
SUPERLIST = "superlist"
EQUAL = "equal"
UNEQUAL = "unequal"


def _prefix_function(p):
    pi = [0] * len(p)
    for i in range(1, len(p)):
        j = pi[i - 1]
        while j > 0 and p[i] != p[j]:
            j = pi[j - 1]
        if p[i] == p[j]:
            j += 1
        pi[i] = j
    return pi


def _is_inside(small, big):
    if not small:
        return True
    pi = _prefix_function(small)
    j = 0
    for x in big:
        while j > 0 and x != small[j]:
            j = pi[j - 1]
        if x == small[j]:
            j += 1
        if j == len(small):
            return True
    return False


def classify(first, second):
    if not isinstance(first, (list, tuple)) or not isinstance(second, (list, tuple)):
        raise TypeError("arguments must be lists or tuples")
    if len(first) == len(second):
        return EQUAL if list(first) == list(second) else UNEQUAL
    if len(first) < len(second):
        return SUBLIST if _is_inside(first, second) else UNEQUAL
    return SUPERLIST if _is_inside(second, first) else UNEQUAL
