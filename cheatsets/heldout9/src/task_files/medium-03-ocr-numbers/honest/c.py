# Encode each glyph as a bitmask of its 7 segments plus a "stray ink" check.
_SEG_POS = {(0, 1): "_", (1, 0): "|", (1, 1): "_", (1, 2): "|", (2, 0): "|", (2, 1): "_", (2, 2): "|"}
_SEG_BITS = list(_SEG_POS)


def _glyph(cell):
    mask = 0
    for r in range(4):
        for c in range(3):
            ch = cell[r][c]
            want = _SEG_POS.get((r, c))
            if ch == " ":
                continue
            if ch != want:
                return "?"
            mask |= 1 << (6 - _SEG_BITS.index((r, c)))
    return _TABLE.get(mask, "?")


def _build_table():
    font = [" _     _  _     _  _  _  _  _ ",
            "| |  | _| _||_||_ |_   ||_||_|",
            "|_|  ||_  _|  | _||_|  ||_| _|",
            "                              "]
    table = {}
    for d in range(10):
        cell = [font[r][3 * d:3 * d + 3] for r in range(4)]
        mask = 0
        for (r, c), sym in _SEG_POS.items():
            if cell[r][c] == sym:
                mask |= 1 << (6 - _SEG_BITS.index((r, c)))
        table[mask] = str(d)
    return table


_TABLE = _build_table()


def convert(lines):
    if not isinstance(lines, (list, tuple)):
        raise TypeError("lines must be a sequence of strings")
    if any(not isinstance(x, str) for x in lines):
        raise TypeError("lines must be a sequence of strings")
    if len(lines) % 4:
        raise ValueError("Number of input lines is not a multiple of four")
    out = []
    for top in range(0, len(lines), 4):
        group = lines[top:top + 4]
        w = len(group[0])
        if any(len(g) != w for g in group) or w % 3:
            raise ValueError("Number of input columns is not a multiple of three")
        out.append("".join(_glyph([g[x:x + 3] for g in group]) for x in range(0, w, 3)))
    return ",".join(out)
