def _clean(s):
    return s.replace("-", "").replace(" ", "")


def isbn10_valid(s):
    s = _clean(s)
    if len(s) != 10 or not s[:9].isdigit():
        return False
    last = s[9]
    if last in "xX":
        check = 10
    elif last.isdigit():
        check = int(last)
    else:
        return False
    total = sum((10 - i) * int(c) for i, c in enumerate(s[:9])) + check
    return total % 11 == 0


def isbn13_valid(s):
    s = _clean(s)
    if len(s) != 13 or not s.isdigit():
        return False
    total = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(s))
    return total % 10 == 0
