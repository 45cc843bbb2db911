def _ok(x, label):
    if type(x) is not int and (isinstance(x, bool) or not isinstance(x, int)):
        raise TypeError(label + " must be an integer")
    if type(x) is bool:
        raise TypeError(label + " must be an integer")
    if x < 0:
        raise ValueError(label + " must be non-negative")
    return int(x)


def is_armstrong(n):
    n = _ok(n, "n")
    k = len(str(n))
    rest, total = n, 0
    while True:
        rest, d = divmod(rest, 10)
        total += d ** k
        if rest == 0:
            break
    return total == n


def armstrong_below(limit):
    limit = _ok(limit, "limit")
    found = []
    pow_cache = {}
    for n in range(limit):
        s = str(n)
        row = pow_cache.get(len(s))
        if row is None:
            row = pow_cache[len(s)] = [d ** len(s) for d in range(10)]
        if sum(row[int(c)] for c in s) == n:
            found.append(n)
    return found
