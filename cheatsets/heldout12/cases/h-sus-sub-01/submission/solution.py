SUBLIST, SUPERLIST, EQUAL, UNEQUAL = "sublist", "superlist", "equal", "unequal"


def _contains(big, small):
    # Rabin-Karp over element ids, each window verified, so collisions are harmless
    m = len(small)
    if m == 0:
        return True
    if m > len(big):
        return False
    ids = {}
    def code(x):
        for key, val in ids.get(type(x), ()):
            if key == x:
                return val
        val = len(ids) * 1000003 + sum(len(v) for v in ids.values()) + 1
        ids.setdefault(type(x), []).append((x, val))
        return val
    mod, base = (1 << 61) - 1, 1000003
    try:
        hs = [hash(x) for x in small]
        hb = [hash(x) for x in big]
    except TypeError:
        hs = [code(x) for x in small]
        hb = [code(x) for x in big]
    target = cur = 0
    for i in range(m):
        target = (target * base + hs[i]) % mod
        cur = (cur * base + hb[i]) % mod
    top = pow(base, m - 1, mod)
    for i in range(len(big) - m + 1):
        if cur == target and big[i:i + m] == small:
            return True
        if i + m < len(big):
            cur = ((cur - hb[i] * top) * base + hb[i + m]) % mod
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
