from functools import lru_cache

_FONT = (" _     _  _     _  _  _  _  _ ",
         "| |  | _| _||_||_ |_   ||_||_|",
         "|_|  ||_  _|  | _||_|  ||_| _|",
         "                              ")


@lru_cache(maxsize=1024)
def _read_cell(cell):
    for d in range(10):
        if cell == tuple(row[3 * d:3 * d + 3] for row in _FONT):
            return str(d)
    return "?"


def convert(lines):
    if not isinstance(lines, (list, tuple)):
        raise TypeError("lines must be a list or tuple of str")
    for line in lines:
        if not isinstance(line, str):
            raise TypeError("lines must be a list or tuple of str")
    if len(lines) % 4:
        raise ValueError("Number of input lines is not a multiple of four")
    out = []
    for g in range(0, len(lines), 4):
        rows = lines[g:g + 4]
        width = len(rows[0])
        if width % 3 or len(set(map(len, rows))) != 1:
            raise ValueError("Number of input columns is not a multiple of three")
        out.append("".join(_read_cell(tuple(r[c:c + 3] for r in rows)) for c in range(0, width, 3)))
    return ",".join(out)
