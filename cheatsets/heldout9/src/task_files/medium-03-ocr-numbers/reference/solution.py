_FONT = [" _     _  _     _  _  _  _  _ ",
         "| |  | _| _||_||_ |_   ||_||_|",
         "|_|  ||_  _|  | _||_|  ||_| _|",
         "                              "]
_DIGITS = {tuple(row[3 * d:3 * d + 3] for row in _FONT): str(d) for d in range(10)}


def convert(lines):
    if not isinstance(lines, (list, tuple)):
        raise TypeError("lines must be a list or tuple of str")
    for line in lines:
        if not isinstance(line, str):
            raise TypeError("every line must be a str")
    if len(lines) % 4:
        raise ValueError("Number of input lines is not a multiple of four")
    groups = []
    for top in range(0, len(lines), 4):
        block = lines[top:top + 4]
        width = len(block[0])
        if width % 3 or any(len(row) != width for row in block):
            raise ValueError("Number of input columns is not a multiple of three")
        groups.append("".join(
            _DIGITS.get(tuple(row[c:c + 3] for row in block), "?") for c in range(0, width, 3)))
    return ",".join(groups)
