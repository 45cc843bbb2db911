NUMERALS = (
    " _     _  _     _  _  _  _  _ ",
    "| |  | _| _||_||_ |_   ||_||_|",
    "|_|  ||_  _|  | _||_|  ||_| _|",
    "                              ",
)
WIDTH, HEIGHT = 3, 4


def _split_cells(block):
    return [[row[k:k + WIDTH] for row in block] for k in range(0, len(block[0]), WIDTH)]


_REFERENCE = _split_cells(list(NUMERALS))


def _digit(cell):
    try:
        return str(_REFERENCE.index(cell))
    except ValueError:
        return "?"


def convert(lines):
    if not isinstance(lines, (list, tuple)) or any(not isinstance(x, str) for x in lines):
        raise TypeError("lines must be a list of str")
    if len(lines) % HEIGHT:
        raise ValueError("Number of input lines is not a multiple of four")
    answers = []
    for top in range(0, len(lines), HEIGHT):
        block = list(lines[top:top + HEIGHT])
        if len(block[0]) % WIDTH or any(len(r) != len(block[0]) for r in block):
            raise ValueError("Number of input columns is not a multiple of three")
        answers.append("".join(_digit(c) for c in _split_cells(block)))
    return ",".join(answers)
