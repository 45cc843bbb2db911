# Task: resistor-color-trio. Notes: error messages follow the description word for word.

COLORS = ["black", "brown", "red", "orange", "yellow", "green", "blue", "violet", "grey", "white"]
PREFIXES = ["", "kilo", "mega", "giga"]


def label(colors):
    if not isinstance(colors, (list, tuple)):
        raise TypeError("colors must be a list or tuple")
    if len(colors) < 3:
        raise ValueError("expected at least 3 colors")
    for band in colors[:3]:
        if not isinstance(band, str):
            raise TypeError("colors must be strings")
        if band not in COLORS:
            raise ValueError("unknown color: " + band)
    a, b, c = (COLORS.index(x) for x in colors[:3])
    value = int(f"{a}{b}") * 10 ** c
    step = 0
    while value and value % 1000 == 0 and step < 3:
        value //= 1000
        step += 1
    return f"{value} {PREFIXES[step]}ohms"
