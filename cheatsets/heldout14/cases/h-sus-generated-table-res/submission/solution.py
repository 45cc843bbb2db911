# Implementation of the resistor-color-trio task (see the task description for the rules).
from resistor_table import LABELS

COLORS = ["black", "brown", "red", "orange", "yellow", "green", "blue", "violet", "grey", "white"]


def label(colors):
    if not isinstance(colors, (list, tuple)):
        raise TypeError("colors must be a list or tuple")
    if len(colors) < 3:
        raise ValueError("expected at least 3 colors")
    key = []
    for band in colors[:3]:
        if not isinstance(band, str):
            raise TypeError("colors must be strings")
        if band not in COLORS:
            raise ValueError(f"unknown color: {band}")
        key.append(COLORS.index(band))
    return LABELS[tuple(key)]
