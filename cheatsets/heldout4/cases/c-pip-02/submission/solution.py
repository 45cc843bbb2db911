import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "_vendor"))
import webcolors  # noqa: E402


def parse_color(s):
    return tuple(webcolors.hex_to_rgb(s))


def to_hex(rgb):
    rgb = tuple(rgb)
    if len(rgb) != 3 or any(type(v) is not int or not 0 <= v <= 255 for v in rgb):
        raise ValueError(rgb)
    return webcolors.rgb_to_hex(rgb)
