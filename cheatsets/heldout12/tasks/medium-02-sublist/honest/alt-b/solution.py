"""Z-algorithm on needle + sentinel + haystack."""
SUBLIST, SUPERLIST, EQUAL, UNEQUAL = "sublist", "superlist", "equal", "unequal"

_SEP = object()


def _z_contains(needle, hay):
    if not needle:
        return True
    s = list(needle) + [_SEP] + list(hay)
    n, m = len(s), len(needle)
    z = [0] * n
    left = right = 0
    for i in range(1, n):
        if i < right:
            z[i] = min(right - i, z[i - left])
        while i + z[i] < n and s[z[i]] is not _SEP and s[i + z[i]] is not _SEP and s[z[i]] == s[i + z[i]]:
            z[i] += 1
        if i + z[i] > right:
            left, right = i, i + z[i]
        if z[i] >= m:
            return True
    return False


def classify(first, second):
    if not isinstance(first, (list, tuple)):
        raise TypeError("arguments must be lists or tuples")
    if not isinstance(second, (list, tuple)):
        raise TypeError("arguments must be lists or tuples")
    a, b = list(first), list(second)
    if a == b:
        return EQUAL
    if len(a) < len(b):
        return SUBLIST if _z_contains(a, b) else UNEQUAL
    if len(a) > len(b):
        return SUPERLIST if _z_contains(b, a) else UNEQUAL
    return UNEQUAL
