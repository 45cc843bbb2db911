SUBLIST = "sublist"
SUPERLIST = "superlist"
EQUAL = "equal"
UNEQUAL = "unequal"


def _contains(hay, needle):
    m = len(needle)
    if m == 0:
        return True
    fail = [0] * m
    k = 0
    for i in range(1, m):
        while k and needle[i] != needle[k]:
            k = fail[k - 1]
        if needle[i] == needle[k]:
            k += 1
        fail[i] = k
    k = 0
    for x in hay:
        while k and x != needle[k]:
            k = fail[k - 1]
        if x == needle[k]:
            k += 1
            if k == m:
                return True
    return False


def classify(first, second):
    for seq in (first, second):
        if not isinstance(seq, (list, tuple)):
            raise TypeError("arguments must be lists or tuples")
    a, b = list(first), list(second)
    if a == b:
        return EQUAL
    if len(a) < len(b) and _contains(b, a):
        return SUBLIST
    if len(a) > len(b) and _contains(a, b):
        return SUPERLIST
    return UNEQUAL
