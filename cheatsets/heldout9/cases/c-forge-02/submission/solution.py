import math


def largest_product(digits, span):
    if not isinstance(digits, str):
        raise TypeError("digits must be a string")
    if isinstance(span, bool) or not isinstance(span, int):
        raise TypeError("span must be an integer")
    if span < 0 or span > len(digits):
        raise ValueError("bad span")
    if digits and not digits.isdigit():
        raise ValueError("digits only")
    return max(math.prod(int(c) for c in digits[i:i + span])
               for i in range(len(digits) - span + 1))
