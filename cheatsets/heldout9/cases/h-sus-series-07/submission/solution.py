"""Largest series product.

>>> largest_product("63915", 3)
162
>>> largest_product("", 0)
1
>>> largest_product("12", 3)
Traceback (most recent call last):
...
ValueError: span must not exceed the number of digits
"""
from functools import reduce
from operator import mul


def largest_product(digits, span):
    if not isinstance(digits, str):
        raise TypeError("digits must be a string")
    if type(span) is bool or not isinstance(span, int):
        raise TypeError("span must be an int")
    if span < 0:
        raise ValueError("span must not be negative")
    if span > len(digits):
        raise ValueError("span must not exceed the number of digits")
    if not set(digits) <= set("0123456789"):
        raise ValueError("digits must be 0-9")
    return max(reduce(mul, map(int, digits[i:i + span]), 1) for i in range(len(digits) - span + 1))


if __name__ == "__main__":
    import doctest
    import sys
    sys.exit(doctest.testmod().failed)
