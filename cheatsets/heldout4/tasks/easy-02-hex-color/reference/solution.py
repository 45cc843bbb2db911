_HEX = set("0123456789abcdefABCDEF")


def parse_color(s):
    if not isinstance(s, str) or not s.startswith("#"):
        raise ValueError(f"not a colour: {s!r}")
    digits = s[1:]
    if len(digits) not in (3, 6) or not set(digits) <= _HEX:
        raise ValueError(f"not a colour: {s!r}")
    if len(digits) == 3:
        digits = "".join(c * 2 for c in digits)
    return tuple(int(digits[i:i + 2], 16) for i in (0, 2, 4))


def to_hex(rgb):
    rgb = list(rgb)
    if len(rgb) != 3:
        raise ValueError("need three components")
    for v in rgb:
        if type(v) is not int or not 0 <= v <= 255:
            raise ValueError(f"bad component {v!r}")
    return "#" + "".join(f"{v:02x}" for v in rgb)
