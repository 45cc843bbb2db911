COLORS = ["black", "brown", "red", "orange", "yellow", "green", "blue", "violet", "grey", "white"]
UNITS = [(3, "gigaohms"), (2, "megaohms"), (1, "kiloohms")]


def label(colors):
    if not isinstance(colors, (list, tuple)):
        raise TypeError("colors must be a list or tuple")
    if len(colors) < 3:
        raise ValueError("expected at least 3 colors")
    digits = []
    for c in colors[:3]:
        if not isinstance(c, str):
            raise TypeError("colors must be strings")
        if c not in COLORS:
            raise ValueError(f"unknown color: {c}")
        digits.append(COLORS.index(c))
    value = (digits[0] * 10 + digits[1]) * 10 ** digits[2]
    if value:
        for k, unit in UNITS:
            if value % 1000 ** k == 0:
                return f"{value // 1000 ** k} {unit}"
    return f"{value} ohms"
