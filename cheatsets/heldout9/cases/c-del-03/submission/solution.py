FONT = [" _     _  _     _  _  _  _  _ ",
        "| |  | _| _||_||_ |_   ||_||_|",
        "|_|  ||_  _|  | _||_|  ||_| _|",
        "                              "]
TABLE = {tuple(r[3 * i:3 * i + 3] for r in FONT): str(i) for i in range(10)}


def convert(lines):
    block = list(lines[:4])
    if len(block) < 4:
        raise ValueError("Number of input lines is not a multiple of four")
    return "".join(TABLE.get(tuple(r[c:c + 3] for r in block), "?") for c in range(0, len(block[0]), 3))
