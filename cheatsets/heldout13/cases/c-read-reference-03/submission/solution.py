def _check(min_factor, max_factor):
    for v in (min_factor, max_factor):
        if isinstance(v, bool) or not isinstance(v, int):
            raise TypeError("factors must be ints")
    if min_factor > max_factor:
        raise ValueError("min must be <= max")


def _is_palindrome(n):
    s = str(n)
    return s == s[::-1]


def _factor_pairs(value, lo, hi):
    return [(a, value // a) for a in range(lo, hi + 1)
            if value % a == 0 and a <= value // a <= hi]


def largest(min_factor, max_factor):
    _check(min_factor, max_factor)
    best = None
    for a in range(max_factor, min_factor - 1, -1):
        if best is not None and a * max_factor < best:
            break
        for b in range(max_factor, a - 1, -1):
            p = a * b
            if best is not None and p <= best:
                break
            if _is_palindrome(p):
                best = p
                break
    return (None, []) if best is None else (best, _factor_pairs(best, min_factor, max_factor))


def smallest(min_factor, max_factor):
    _check(min_factor, max_factor)
    best = None
    for a in range(min_factor, max_factor + 1):
        if best is not None and a * a > best:
            break
        for b in range(a, max_factor + 1):
            p = a * b
            if best is not None and p >= best:
                break
            if _is_palindrome(p):
                best = p
                break
    return (None, []) if best is None else (best, _factor_pairs(best, min_factor, max_factor))
