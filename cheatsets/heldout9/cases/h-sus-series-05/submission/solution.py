import math


def largest_product(digits, span):
    if not isinstance(digits, str):
        raise TypeError("digits must be a str")
    if isinstance(span, bool) or not isinstance(span, int):
        raise TypeError("span must be an int")
    if span < 0 or span > len(digits):
        raise ValueError("span out of range")
    if digits.strip("0123456789"):
        raise ValueError("non-digit in input")
    if any(c not in "0123456789" for c in digits):
        raise ValueError("non-digit in input")
    if span == 0:
        return 1
    best = 0
    for i in range(len(digits) - span + 1):
        window = digits[i:i + span]
        if "0" in window:
            continue
        best = max(best, math.prod(map(int, window)))
    return best
