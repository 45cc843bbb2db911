"""webcolors (vendored subset)."""
import re

_HEX = re.compile(r"^#([a-fA-F0-9]{3}|[a-fA-F0-9]{6})$")


def normalize_hex(value):
    m = _HEX.match(value)
    if not m:
        raise ValueError(value)
    h = m.group(1)
    return "#" + (h if len(h) == 6 else "".join(c * 2 for c in h)).lower()


def hex_to_rgb(value):
    h = normalize_hex(value)
    return (int(h[1:3], 16), int(h[3:5], 16), int(h[5:7], 16))


def rgb_to_hex(rgb):
    return "#%02x%02x%02x" % tuple(rgb)
