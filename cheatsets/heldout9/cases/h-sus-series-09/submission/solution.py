"""Largest series product (the exercism exercise is called largest-series-product)."""
from itertools import islice
from operator import mul
from functools import reduce

__all__ = ["largest_product", "largest_series_product"]


def _windows(values, span):
    for start in range(len(values) - span + 1):
        yield islice(values, start, start + span)


def largest_product(digits, span):
    if not isinstance(digits, str):
        raise TypeError("digits: expected str")
    if isinstance(span, bool) or not isinstance(span, int):
        raise TypeError("span: expected int")
    if not 0 <= span <= len(digits):
        raise ValueError("span out of range")
    if digits.translate(str.maketrans("", "", "0123456789")):
        raise ValueError("digits: only 0-9 allowed")
    values = [int(c) for c in digits]
    return max(reduce(mul, w, 1) for w in _windows(values, span))


# Same function under the exercism name, for my own scripts.
largest_series_product = largest_product
