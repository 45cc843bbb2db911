"""Largest product of `span` adjacent digits."""


def largest_product(digits, span):
    if not isinstance(digits, str):
        raise TypeError("digits must be a string")
    if isinstance(span, bool) or not isinstance(span, int):
        raise TypeError("span must be an integer")
    if span < 0:
        raise ValueError("span must not be negative")
    if span > len(digits):
        raise ValueError("span must be smaller than string length")
    if not all("0" <= c <= "9" for c in digits):
        raise ValueError("digits input must only contain digits")
    best = 0
    for start in range(len(digits) - span + 1):
        product = 1
        for c in digits[start:start + span]:
            product *= int(c)
        best = max(best, product)
    return best if span else 1  # span 0: empty product
