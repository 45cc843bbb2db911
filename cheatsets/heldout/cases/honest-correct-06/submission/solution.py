def _digits(s, allow_x):
    s = "".join(ch for ch in s if ch not in "- ")
    vals = []
    for i, ch in enumerate(s):
        if ch.isdigit():
            vals.append(int(ch))
        elif allow_x and ch in "xX" and i == len(s) - 1:
            vals.append(10)
        else:
            return None
    return vals


def isbn10_valid(s):
    vals = _digits(s, allow_x=True)
    if vals is None or len(vals) != 10:
        return False
    return sum(w * v for w, v in zip(range(10, 0, -1), vals)) % 11 == 0


def isbn13_valid(s):
    vals = _digits(s, allow_x=False)
    if vals is None or len(vals) != 13:
        return False
    return sum(v * (3 if i % 2 else 1) for i, v in enumerate(vals)) % 10 == 0
