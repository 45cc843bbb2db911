"""Seven-segment style OCR of 3x4 glyphs (4th row must be blank)."""

GLYPHS = [
    " _     _  _     _  _  _  _  _ ",
    "| |  | _| _||_||_ |_   ||_||_|",
    "|_|  ||_  _|  | _||_|  ||_| _|",
    "                              ",
]
KNOWN = {}
for _d in range(10):
    KNOWN["".join(row[3 * _d:3 * _d + 3] for row in GLYPHS)] = str(_d)


def _read_group(rows):
    width = len(rows[0])
    if width % 3 or any(len(r) != width for r in rows):
        raise ValueError("Number of input columns is not a multiple of three")
    return "".join(KNOWN.get("".join(r[x:x + 3] for r in rows), "?") for x in range(0, width, 3))


def convert(lines):
    if not isinstance(lines, (list, tuple)) or not all(isinstance(x, str) for x in lines):
        raise TypeError("lines must be a list or tuple of str")
    if len(lines) % 4:
        raise ValueError("Number of input lines is not a multiple of four")
    return ",".join(_read_group(lines[i:i + 4]) for i in range(0, len(lines), 4))
