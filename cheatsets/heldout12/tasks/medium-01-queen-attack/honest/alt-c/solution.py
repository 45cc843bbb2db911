def _square(pos):
    ok = (isinstance(pos, tuple) and len(pos) == 2
          and all(isinstance(v, int) and not isinstance(v, bool) for v in pos))
    if not ok:
        raise TypeError("position must be a tuple of two integers")
    row, col = map(int, pos)
    if row < 0 or row >= 8:
        raise ValueError("row not on board")
    if col < 0 or col >= 8:
        raise ValueError("column not on board")
    return row * 8 + col


def _validated(white, black):
    w = _square(white)
    b = _square(black)
    if w == b:
        raise ValueError("queens cannot share the same square")
    return w, b


def can_attack(white, black):
    w, b = _validated(white, black)
    wr, wc = divmod(w, 8)
    br, bc = divmod(b, 8)
    return bool(wr == br or wc == bc or wr + wc == br + bc or wr - wc == br - bc)


def board(white, black):
    w, b = _validated(white, black)
    cells = ["_"] * 64
    cells[w], cells[b] = "W", "B"
    return [" ".join(cells[i:i + 8]) for i in range(0, 64, 8)]
