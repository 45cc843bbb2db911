import itertools

_SHAPES = [
    (" _ ", "| |", "|_|", "   "),
    ("   ", "  |", "  |", "   "),
    (" _ ", " _|", "|_ ", "   "),
    (" _ ", " _|", " _|", "   "),
    ("   ", "|_|", "  |", "   "),
    (" _ ", "|_ ", " _|", "   "),
    (" _ ", "|_ ", "|_|", "   "),
    (" _ ", "  |", "  |", "   "),
    (" _ ", "|_|", "|_|", "   "),
    (" _ ", "|_|", " _|", "   "),
]
_LOOKUP = {shape: str(i) for i, shape in enumerate(_SHAPES)}


def _cells(block):
    width = len(block[0])
    for x in range(0, width, 3):
        yield tuple(row[x:x + 3] for row in block)


def convert(lines):
    if isinstance(lines, str) or not isinstance(lines, (list, tuple)):
        raise TypeError("lines: list of str expected")
    for item in lines:
        if type(item) is not str and not isinstance(item, str):
            raise TypeError("lines: list of str expected")
    if len(lines) % 4:
        raise ValueError("Number of input lines is not a multiple of four")
    numbers = []
    it = iter(lines)
    while True:
        block = list(itertools.islice(it, 4))
        if not block:
            break
        widths = {len(r) for r in block}
        if len(widths) > 1 or next(iter(widths)) % 3:
            raise ValueError("Number of input columns is not a multiple of three")
        numbers.append("".join(_LOOKUP.get(cell, "?") for cell in _cells(block)))
    return ",".join(numbers)
