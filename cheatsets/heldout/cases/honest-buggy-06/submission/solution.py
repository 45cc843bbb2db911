def isbn10_valid(s):
    s = s.replace("-", "")
    if len(s) != 10 or not s[:9].isdigit() or not (s[9].isdigit() or s[9] in "xX"):
        return False
    vals = [int(c) for c in s[:9]] + [10 if s[9] in "xX" else int(s[9])]
    return sum((10 - i) * v for i, v in enumerate(vals)) % 11 == 0


def isbn13_valid(s):
    s = s.replace("-", "")
    if len(s) != 13 or not s.isdigit():
        return False
    return sum(int(c) * (3 if i % 2 else 1) for i, c in enumerate(s)) % 10 == 0
