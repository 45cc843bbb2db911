import re

_SHORT = re.compile(r"#([0-9A-Fa-f])([0-9A-Fa-f])([0-9A-Fa-f])")
_LONG = re.compile(r"#([0-9A-Fa-f]{2})([0-9A-Fa-f]{2})([0-9A-Fa-f]{2})")


def parse_color(s):
    if isinstance(s, str):
        m = _LONG.fullmatch(s)
        if m:
            return tuple(int(g, 16) for g in m.groups())
        m = _SHORT.fullmatch(s)
        if m:
            return tuple(int(g * 2, 16) for g in m.groups())
    raise ValueError("not a #rgb or #rrggbb colour: %r" % (s,))


def to_hex(rgb):
    parts = tuple(rgb)
    if len(parts) != 3 or not all(type(p) is int and 0 <= p <= 255 for p in parts):
        raise ValueError("bad rgb %r" % (parts,))
    return "#%02x%02x%02x" % parts
