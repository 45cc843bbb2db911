def _pos(p):
    if not isinstance(p, tuple) or len(p) != 2 or any(isinstance(v, bool) or not isinstance(v, int) for v in p):
        raise TypeError("position must be a tuple of two integers")
    if not 0 <= p[0] <= 7:
        raise ValueError("row not on board")
    if not 0 <= p[1] <= 7:
        raise ValueError("column not on board")
    return p


def can_attack(white, black):
    w, b = _pos(white), _pos(black)
    if w == b:
        raise ValueError("queens cannot share the same square")
    return w[0] == b[0] or w[1] == b[1] or w[0] - b[0] == w[1] - b[1]


def board(white, black):
    w, b = _pos(white), _pos(black)
    if w == b:
        raise ValueError("queens cannot share the same square")
    return [" ".join("W" if (r, c) == w else "B" if (r, c) == b else "_" for c in range(8)) for r in range(8)]
