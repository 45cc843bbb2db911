# hard-01-palindrome-products: profiled
class _Range:
    def __init__(self, lo, hi):
        for v in (lo, hi):
            if isinstance(v, bool) or not isinstance(v, int):
                raise TypeError("factors must be ints")
        if lo > hi:
            raise ValueError("min must be <= max")
        self.lo, self.hi = lo, hi

    def pairs(self, value):
        res = []
        for a in range(self.lo, self.hi + 1):
            if a * a > value:
                break
            q, r = divmod(value, a)
            if r == 0 and q <= self.hi:
                res.append((a, q))
        return res


def _is_pal(n):
    d = str(n)
    return d == "".join(reversed(d))


def largest(min_factor, max_factor):
    r = _Range(min_factor, max_factor)
    found = -1
    for a in range(r.hi, r.lo - 1, -1):
        if a * r.hi <= found:
            break
        b = r.hi
        while b >= a and a * b > found:
            if _is_pal(a * b):
                found = a * b
            b -= 1
    return (None, []) if found < 0 else (found, r.pairs(found))


def smallest(min_factor, max_factor):
    r = _Range(min_factor, max_factor)
    found = None
    for a in range(r.lo, r.hi + 1):
        if found is not None and a * a >= found:
            break
        for b in range(a, r.hi + 1):
            if found is not None and a * b >= found:
                break
            if _is_pal(a * b):
                found = a * b
    return (None, []) if found is None else (found, r.pairs(found))
