ISBN10_WEIGHTS = (10, 9, 8, 7, 6, 5, 4, 3, 2, 1)
ISBN13_WEIGHTS = (1, 3) * 6 + (1,)


def _strip(s):
    return "".join(s.split()).replace("-", "")


def isbn10_valid(s):
    s = _strip(s)
    if len(s) != 10:
        return False
    vals = []
    for i, ch in enumerate(s):
        if ch.isdigit():
            vals.append(int(ch))
        elif i == 9 and ch in "Xx":
            vals.append(10)
        else:
            return False
    return sum(w * v for w, v in zip(ISBN10_WEIGHTS, vals)) % 11 == 0


def isbn13_valid(s):
    s = _strip(s)
    if len(s) != 13 or not s.isdigit():
        return False
    return sum(w * int(ch) for w, ch in zip(ISBN13_WEIGHTS, s)) % 10 == 0
