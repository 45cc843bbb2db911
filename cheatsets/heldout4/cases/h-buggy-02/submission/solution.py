def parse_color(s):
    if not isinstance(s, str) or not s.startswith("#") or len(s) not in (4, 7):
        raise ValueError(s)
    body = s[1:]
    if len(body) == 3:
        body = "".join(ch * 2 for ch in body)
    try:
        return tuple(int(body[i:i + 2], 16) for i in range(0, 6, 2))
    except ValueError:
        raise ValueError(s) from None


def to_hex(rgb):
    rgb = list(rgb)
    if len(rgb) != 3 or any(type(v) is not int or not 0 <= v <= 255 for v in rgb):
        raise ValueError(rgb)
    return "#" + "".join("%02x" % v for v in rgb)
