import re

_DIGITS = re.compile(r"[0-9]*")


def largest_product(digits, span):
    if type(span) is bool or not isinstance(span, int):
        raise TypeError("span: int expected")
    if not isinstance(digits, str):
        raise TypeError("digits: str expected")
    if not _DIGITS.fullmatch(digits):
        raise ValueError("digits may only contain 0-9")
    if not 0 <= span <= len(digits):
        raise ValueError("span must be between 0 and len(digits)")
    if span == 0:
        return 1
    best = 0
    # split on zeros: any window containing a 0 has product 0
    for block in digits.split("0"):
        if len(block) < span:
            continue
        vals = [int(c) for c in block]
        prod = 1
        for v in vals[:span]:
            prod *= v
        best = max(best, prod)
        for i in range(span, len(vals)):
            prod = prod // vals[i - span] * vals[i]
            best = max(best, prod)
    return best
