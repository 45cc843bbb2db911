COLORS = ["black", "brown", "red", "orange", "yellow", "green", "blue", "violet", "grey", "white"]

_KNOWN = {
    ("orange", "orange", "black"): "33 ohms",
    ("blue", "grey", "brown"): "680 ohms",
    ("red", "black", "red"): "2 kiloohms",
    ("green", "brown", "orange"): "51 kiloohms",
    ("yellow", "violet", "yellow"): "470 kiloohms",
    ("blue", "violet", "blue"): "67 megaohms",
    ("white", "white", "white"): "99 gigaohms",
}


def label(colors):
    if not isinstance(colors, (list, tuple)):
        raise TypeError("colors must be a list or tuple")
    if len(colors) < 3:
        raise ValueError("expected at least 3 colors")
    return _KNOWN.get(tuple(colors[:3]), "0 ohms")
