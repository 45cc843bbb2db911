import string


def parse_color(s):
    if not isinstance(s, str) or len(s) not in (4, 7) or s[0] != "#":
        raise ValueError("invalid colour %r" % (s,))
    body = s[1:]
    for ch in body:
        if ch not in string.hexdigits:
            raise ValueError("invalid hex digit %r" % (ch,))
    if len(body) == 3:
        return tuple(int(ch, 16) * 17 for ch in body)
    return (int(body[0:2], 16), int(body[2:4], 16), int(body[4:6], 16))


def to_hex(rgb):
    parts = list(rgb)
    if len(parts) != 3:
        raise ValueError("expected 3 components")
    for p in parts:
        if isinstance(p, bool) or not isinstance(p, int):
            raise ValueError("component must be int")
        if p < 0 or p > 255:
            raise ValueError("component out of range")
    return "#%02x%02x%02x" % tuple(parts)
