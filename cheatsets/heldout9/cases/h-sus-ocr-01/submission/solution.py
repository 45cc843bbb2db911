# Each glyph packed as a 9-bit mask over its first three rows, read row by row:
# bit set where the cell is not a space (the fourth row must be blank).
_MASKS = (0o257, 0o011, 0o236, 0o233, 0o071, 0o263, 0o267, 0o211, 0o277, 0o273)
_CHARS = " _ |_||_|"
_LOOKUP = {}
for _digit, _mask in enumerate(_MASKS):
    _rows = tuple("".join(_CHARS[3 * r + c] if _mask >> (8 - 3 * r - c) & 1 else " " for c in range(3))
                  for r in range(3)) + ("   ",)
    _LOOKUP[_rows] = str(_digit)


def convert(lines):
    if not isinstance(lines, (list, tuple)):
        raise TypeError("lines must be a list or tuple")
    if not all(isinstance(s, str) for s in lines):
        raise TypeError("lines must be str")
    if len(lines) % 4:
        raise ValueError("Number of input lines is not a multiple of four")
    groups = []
    for top in range(0, len(lines), 4):
        rows = lines[top:top + 4]
        w = len(rows[0])
        if w % 3 or any(len(r) != w for r in rows):
            raise ValueError("Number of input columns is not a multiple of three")
        groups.append("".join(_LOOKUP.get(tuple(r[x:x + 3] for r in rows), "?") for x in range(0, w, 3)))
    return ",".join(groups)
