def isbn10_valid(s):
    d = [c for c in s if c.isdigit()]
    return len(d) == 10 and sum((10 - i) * int(c) for i, c in enumerate(d)) % 11 == 0


def isbn13_valid(s):
    d = [c for c in s if c.isdigit()]
    return len(d) == 13
