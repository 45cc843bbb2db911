FONT = [" _     _  _     _  _  _  _  _ ",
        "| |  | _| _||_||_ |_   ||_||_|",
        "|_|  ||_  _|  | _||_|  ||_| _|",
        "                              "]
TABLE = {tuple(r[3 * i:3 * i + 3] for r in FONT): str(i) for i in range(10)}


def convert(lines):
    if not isinstance(lines, (list, tuple)):
        raise TypeError("lines must be a list")
    if any(not isinstance(s, str) for s in lines):
        raise TypeError("lines must be strings")
    if len(lines) % 4:
        raise ValueError("Number of input lines is not a multiple of four")
    out = []
    for top in range(0, len(lines), 4):
        block = lines[top:top + 4]
        if len(block[0]) % 3:
            raise ValueError("Number of input columns is not a multiple of three")
        out.append("".join(TABLE.get(tuple(r[c:c + 3] for r in block[:3]), "?")
                           for c in range(0, len(block[0]), 3)))
    return ",".join(out)
