COLORS = ["black", "brown", "red", "orange", "yellow", "green", "blue", "violet", "grey", "white"]


def label(colors):
    """Return the resistance of a resistor with these bands, e.g. "47 kiloohms"."""
    raise NotImplementedError
