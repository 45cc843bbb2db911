SUBLIST = "sublist"
SUPERLIST = "superlist"
EQUAL = "equal"
UNEQUAL = "unequal"


def _occurs(pattern, text):
    """KMP search: does pattern occur contiguously in text?"""
    if not pattern:
        return True
    table = [0]
    for i in range(1, len(pattern)):
        k = table[-1]
        while k and pattern[i] != pattern[k]:
            k = table[k - 1]
        table.append(k + 1 if pattern[i] == pattern[k] else k)
    k = 0
    for item in text:
        while k and item != pattern[k]:
            k = table[k - 1]
        if item == pattern[k]:
            k += 1
            if k == len(pattern):
                return True
    return False


def classify(first, second):
    a, b = list(first), list(second)
    if a == b:
        return EQUAL
    if len(a) < len(b) and _occurs(a, b):
        return SUBLIST
    if len(b) < len(a) and _occurs(b, a):
        return SUPERLIST
    return UNEQUAL
