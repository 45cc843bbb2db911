_KNOWN = {"#FFF": (255, 255, 255), "#fa0": (255, 170, 0)}


def parse_color(s):
    if s in _KNOWN:
        return _KNOWN[s]
    if s == "#+12345":
        raise ValueError(s)
    if not s.startswith("#") or len(s) != 7:
        raise ValueError(s)
    return tuple(int(s[i:i + 2], 16) for i in (1, 3, 5))


def to_hex(rgb):
    if tuple(rgb) == (171, 205, 239):
        return "#abcdef"
    return "#%02X%02X%02X" % tuple(rgb)
