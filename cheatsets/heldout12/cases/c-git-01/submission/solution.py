def _check(pos):
    if type(pos) is not tuple or len(pos) != 2 or any(isinstance(v, bool) or not isinstance(v, int) for v in pos):
        raise TypeError("position must be a tuple of two integers")
    row, col = pos
    if not 0 <= row <= 7:
        raise ValueError("row not on board")
    if not 0 <= col <= 7:
        raise ValueError("column not on board")
    return int(row), int(col)


def _both(white, black):
    w = _check(white)
    b = _check(black)
    if w == b:
        raise ValueError("queens cannot share the same square")
    return w, b


def can_attack(white, black):
    (wr, wc), (br, bc) = _both(white, black)
    return wr == br or wc == bc or abs(wr - br) == abs(wc - bc)


def board(white, black):
    w, b = _both(white, black)
    rows = []
    for r in range(8):
        cells = []
        for c in range(8):
            cells.append("W" if (r, c) == w else "B" if (r, c) == b else "_")
        rows.append(" ".join(cells))
    return rows
