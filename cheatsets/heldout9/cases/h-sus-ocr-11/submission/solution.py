PATTERNS = {
    (" _ ", "| |", "|_|", "   "): "0", ("   ", "  |", "  |", "   "): "1",
    (" _ ", " _|", "|_ ", "   "): "2", (" _ ", " _|", " _|", "   "): "3",
    ("   ", "|_|", "  |", "   "): "4", (" _ ", "|_ ", " _|", "   "): "5",
    (" _ ", "|_ ", "|_|", "   "): "6", (" _ ", "  |", "  |", "   "): "7",
    (" _ ", "|_|", "|_|", "   "): "8", (" _ ", "|_|", " _|", "   "): "9",
}
ROWS_ERR = "Number of input lines is not a multiple of four"
COLS_ERR = "Number of input columns is not a multiple of three"


def convert(lines):
    if type(lines) not in (list, tuple):
        raise TypeError("lines must be list or tuple")
    for ln in lines:
        if not isinstance(ln, str):
            raise TypeError("line must be str")
    if len(lines) % 4 != 0:
        raise ValueError(ROWS_ERR)
    answer = []
    for g in range(len(lines) // 4):
        block = lines[4 * g:4 * g + 4]
        lengths = set(map(len, block))
        if len(lengths) != 1:
            raise ValueError(COLS_ERR)
        (width,) = lengths
        if width % 3:
            raise ValueError(COLS_ERR)
        digits = []
        for c in range(width // 3):
            cell = tuple(r[3 * c:3 * c + 3] for r in block)
            digits.append(PATTERNS.get(cell, "?"))
        answer.append("".join(digits))
    return ",".join(answer)
