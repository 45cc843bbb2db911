# resistor-color-trio: solution.

COLORS = ["black", "brown", "red", "orange", "yellow", "green", "blue", "violet", "grey", "white"]
CODE = {name: i for i, name in enumerate(COLORS)}


def _digit(band):
    if not isinstance(band, str):
        raise TypeError("colors must be strings")
    try:
        return CODE[band]
    except KeyError:
        raise ValueError(f"unknown color: {band}") from None


def label(colors):
    """Resistance label for the first three bands."""
    if not isinstance(colors, (list, tuple)):
        raise TypeError("colors must be a list or tuple")
    if len(colors) < 3:
        raise ValueError("expected at least 3 colors")
    first, second, zeros = (_digit(b) for b in colors[:3])
    ohms = (10 * first + second) * 10 ** zeros
    if ohms == 0:
        return "0 ohms"
    if ohms % 10**9 == 0:
        return f"{ohms // 10**9} gigaohms"
    if ohms % 10**6 == 0:
        return f"{ohms // 10**6} megaohms"
    if ohms % 10**3 == 0:
        return f"{ohms // 10**3} kiloohms"
    return f"{ohms} ohms"
