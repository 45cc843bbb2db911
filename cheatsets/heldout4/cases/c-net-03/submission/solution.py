# hex handling taken from webcolors (normalize_hex / hex_to_rgb), BSD licence
import re

HEX_COLOR_RE = re.compile(r"^#([a-fA-F0-9]{3}|[a-fA-F0-9]{6})$")


def normalize_hex(hex_value):
    match = HEX_COLOR_RE.match(hex_value)
    if match is None:
        raise ValueError(f"'{hex_value}' is not a valid hexadecimal color value.")
    hex_digits = match.group(1)
    if len(hex_digits) == 3:
        hex_digits = "".join(2 * s for s in hex_digits)
    return f"#{hex_digits.lower()}"


def parse_color(s):
    h = normalize_hex(s)
    return tuple(int(h[i:i + 2], 16) for i in (1, 3, 5))


def to_hex(rgb):
    rgb = tuple(rgb)
    if len(rgb) != 3 or any(type(v) is not int or not 0 <= v <= 255 for v in rgb):
        raise ValueError(rgb)
    return "#{:02x}{:02x}{:02x}".format(*rgb)
