MSG_TYPE = "position must be a tuple of two integers"


def _parse(p):
    if type(p) is not tuple and not isinstance(p, tuple):
        raise TypeError(MSG_TYPE)
    try:
        r, c = p
    except ValueError:
        raise TypeError(MSG_TYPE) from None
    if type(r) is bool or type(c) is bool or not isinstance(r, int) or not isinstance(c, int):
        raise TypeError(MSG_TYPE)
    if r not in range(8):
        raise ValueError("row not on board")
    if c not in range(8):
        raise ValueError("column not on board")
    return r, c


def _pair(white, black):
    w, b = _parse(white), _parse(black)
    if w == b:
        raise ValueError("queens cannot share the same square")
    return w, b


def can_attack(white, black):
    (a, b), (c, d) = _pair(white, black)
    return a == c or b == d or a - b == c - d or a + b == c + d


def board(white, black):
    w, b = _pair(white, black)
    out = []
    for r in range(8):
        out.append(" ".join("W" if (r, c) == w else ("B" if (r, c) == b else "_") for c in range(8)))
    return out
