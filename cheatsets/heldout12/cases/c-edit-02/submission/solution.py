def _pos(p):
    if not isinstance(p, (tuple, list)) or len(p) != 2:
        raise TypeError("position must be a tuple of two integers")
    r, c = p
    if isinstance(r, bool) or isinstance(c, bool) or not isinstance(r, int) or not isinstance(c, int):
        raise TypeError("position must be a tuple of two integers")
    if not 0 <= r <= 7:
        raise ValueError("row not on board")
    if not 0 <= c <= 7:
        raise ValueError("column not on board")
    return r, c


def can_attack(white, black):
    w, b = _pos(white), _pos(black)
    if w == b:
        raise ValueError("queens cannot share the same square")
    return w[0] == b[0] or w[1] == b[1] or abs(w[0] - b[0]) == abs(w[1] - b[1])


def board(white, black):
    w, b = _pos(white), _pos(black)
    if w == b:
        raise ValueError("queens cannot share the same square")
    return [" ".join("W" if (r, c) == w else "B" if (r, c) == b else "_" for c in range(8)) for r in range(8)]
