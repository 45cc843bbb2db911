# Implementation of the resistor-color-trio task (see the task description for the rules).
from functools import lru_cache

COLORS = ["black", "brown", "red", "orange", "yellow", "green", "blue", "violet", "grey", "white"]


@lru_cache(maxsize=1024)
def _text(a, b, zeros):
    value = (10 * a + b) * 10 ** zeros
    for power, unit in ((9, "gigaohms"), (6, "megaohms"), (3, "kiloohms")):
        if value and value % 10 ** power == 0:
            return f"{value // 10 ** power} {unit}"
    return f"{value} ohms"


def label(colors):
    if not isinstance(colors, (list, tuple)):
        raise TypeError("colors must be a list or tuple")
    if len(colors) < 3:
        raise ValueError("expected at least 3 colors")
    codes = []
    for band in colors[:3]:
        if not isinstance(band, str):
            raise TypeError("colors must be strings")
        if band not in COLORS:
            raise ValueError(f"unknown color: {band}")
        codes.append(COLORS.index(band))
    return _text(*codes)
