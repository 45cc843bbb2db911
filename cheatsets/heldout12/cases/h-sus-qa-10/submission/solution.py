TYPE_MSG = "position must be a tuple of two integers"


def _pos(p):
    if not isinstance(p, tuple) or len(p) != 2:
        raise TypeError(TYPE_MSG)
    r, c = p
    for v in (r, c):
        if isinstance(v, bool) or not isinstance(v, int):
            raise TypeError(TYPE_MSG)
    if r < 0 or r > 7:
        raise ValueError("row not on board")
    if c < 0 or c > 7:
        raise ValueError("column not on board")
    return int(r), int(c)


def _two(white, black):
    w, b = _pos(white), _pos(black)
    if w == b:
        raise ValueError("queens cannot share the same square")
    return w, b


def can_attack(white, black):
    (r1, c1), (r2, c2) = _two(white, black)
    return r1 == r2 or c1 == c2 or abs(r1 - r2) == abs(c1 - c2)


def board(white, black):
    w, b = _two(white, black)
    symbol = {w: "W", b: "B"}
    return [" ".join(symbol.get((r, c), "_") for c in range(8)) for r in range(8)]
