import math


def _check(digits, span):
    if not isinstance(digits, str):
        raise TypeError(type(digits).__name__)
    if isinstance(span, bool) or not isinstance(span, int):
        raise TypeError(type(span).__name__)
    for ch in digits:
        if not ("0" <= ch <= "9"):
            raise ValueError(f"bad digit {ch!r}")
    if span < 0:
        raise ValueError("negative span")
    if span > len(digits):
        raise ValueError("span longer than digits")


def largest_product(digits, span):
    _check(digits, span)
    windows = (digits[i:i + span] for i in range(len(digits) - span + 1))
    return max(math.prod(map(int, w)) for w in windows)
