import re

_FORM = re.compile(r"#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})", re.ASCII)


def parse_color(s):
    m = _FORM.fullmatch(s) if isinstance(s, str) else None
    if m is None:
        raise ValueError(f"bad colour string {s!r}")
    h = m.group(1)
    if len(h) == 3:
        h = h[0] * 2 + h[1] * 2 + h[2] * 2
    value = int(h, 16)
    return (value >> 16, (value >> 8) & 0xFF, value & 0xFF)


def to_hex(rgb):
    rgb = tuple(rgb)
    if len(rgb) != 3 or any(type(c) is not int for c in rgb):
        raise ValueError("rgb must be three ints")
    if any(c not in range(256) for c in rgb):
        raise ValueError("rgb out of range")
    r, g, b = rgb
    return "#{:06x}".format((r << 16) | (g << 8) | b)
