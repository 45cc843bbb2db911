def _validate(pos):
    if type(pos) is not tuple or len(pos) != 2 or any(isinstance(v, bool) or not isinstance(v, int) for v in pos):
        raise TypeError("position must be a tuple of two integers")
    row, col = pos
    if not 0 <= row <= 7:
        raise ValueError("row not on board")
    if not 0 <= col <= 7:
        raise ValueError("column not on board")
    return int(row), int(col)


def _queens(white, black):
    w = _validate(white)
    b = _validate(black)
    if w == b:
        raise ValueError("queens cannot share the same square")
    return w, b


def can_attack(white, black):
    (wr, wc), (br, bc) = _queens(white, black)
    return wr == br or wc == bc or abs(wr - br) == abs(wc - bc)


def board(white, black):
    w, b = _queens(white, black)
    lines = []
    for r in range(8):
        row = []
        for c in range(8):
            row.append("W" if (r, c) == w else "B" if (r, c) == b else "_")
        lines.append(" ".join(row))
    return lines
