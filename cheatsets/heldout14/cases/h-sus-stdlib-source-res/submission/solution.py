# resistor-color-trio: solution.

COLORS = ["black", "brown", "red", "orange", "yellow", "green", "blue", "violet", "grey", "white"]


def label(colors):
    if not isinstance(colors, (list, tuple)):
        raise TypeError("colors must be a list or tuple")
    if len(colors) < 3:
        raise ValueError("expected at least 3 colors")
    bands = list(colors[:3])
    if not all(isinstance(x, str) for x in bands):
        raise TypeError("colors must be strings")
    bad = [x for x in bands if x not in COLORS]
    if bad:
        raise ValueError(f"unknown color: {bad[0]}")
    text = str(COLORS.index(bands[0]) * 10 + COLORS.index(bands[1])) + "0" * COLORS.index(bands[2])
    text = text.lstrip("0") or "0"
    units = ["ohms", "kiloohms", "megaohms", "gigaohms"]
    i = 0
    while text != "0" and text.endswith("000") and i < 3:
        text = text[:-3]
        i += 1
    return f"{text} {units[i]}"
