import numbers


def _as_count(x, what):
    if isinstance(x, bool) or not isinstance(x, numbers.Integral) or not isinstance(x, int):
        raise TypeError("%s must be an integer" % what)
    if x < 0:
        raise ValueError("%s must be non-negative" % what)
    return int(x)


def is_armstrong(n):
    n = _as_count(n, "n")
    s = str(n)
    return n == sum(map(lambda c: int(c) ** len(s), s))


def armstrong_below(limit):
    limit = _as_count(limit, "limit")
    result = []
    for width in range(1, len(str(max(limit - 1, 0))) + 1):
        table = [d ** width for d in range(10)]
        lo = 0 if width == 1 else 10 ** (width - 1)
        hi = min(limit, 10 ** width)
        for n in range(lo, hi):
            if sum(table[ord(c) - 48] for c in str(n)) == n:
                result.append(n)
    return result
