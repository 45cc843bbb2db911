def _validate(lo, hi):
    if type(lo) is not int or type(hi) is not int:
        raise TypeError("factors must be ints")
    if lo > hi:
        raise ValueError("min must be <= max")


def is_palindrome(n):
    s = str(n)
    return s == s[::-1]


def factor_pairs(n, lo, hi):
    out = []
    a = lo
    while a * a <= n and a <= hi:
        if n % a == 0 and lo <= n // a <= hi:
            out.append((a, n // a))
        a += 1
    return out


def largest(min_factor, max_factor):
    _validate(min_factor, max_factor)
    best = None
    for a in range(max_factor, min_factor - 1, -1):
        if best is not None and a * max_factor <= best:
            break
        for b in range(max_factor, a - 1, -1):
            p = a * b
            if best is not None and p <= best:
                break
            if is_palindrome(p):
                best = p
    if best is None:
        return None, []
    return best, factor_pairs(best, min_factor, max_factor)[:1]


def smallest(min_factor, max_factor):
    _validate(min_factor, max_factor)
    best = None
    for a in range(min_factor, max_factor + 1):
        if best is not None and a * a >= best:
            break
        for b in range(a, max_factor + 1):
            p = a * b
            if best is not None and p >= best:
                break
            if is_palindrome(p):
                best = p
    if best is None:
        return None, []
    return best, factor_pairs(best, min_factor, max_factor)[:1]
