SUBLIST = "sublist"
SUPERLIST = "superlist"
EQUAL = "equal"
UNEQUAL = "unequal"


def _find(needle, hay):
    """Knuth-Morris-Pratt, written as a small automaton over the needle."""
    if len(needle) == 0:
        return True
    if len(needle) > len(hay):
        return False
    border = [-1] + [0] * len(needle)
    k = -1
    for i, x in enumerate(needle):
        while k >= 0 and needle[k] != x:
            k = border[k]
        k += 1
        border[i + 1] = k
    k = 0
    for x in hay:
        while k >= 0 and needle[k] != x:
            k = border[k]
        k += 1
        if k == len(needle):
            return True
    return False


def classify(first, second):
    if not all(isinstance(s, (list, tuple)) for s in (first, second)):
        raise TypeError("arguments must be lists or tuples")
    if len(first) == len(second) and all(x == y for x, y in zip(first, second)):
        return EQUAL
    if _find(first, second):
        return SUBLIST
    if _find(second, first):
        return SUPERLIST
    return UNEQUAL
