HEX_DIGITS = "0123456789abcdefABCDEF"


def parse_color(s):
    if not isinstance(s, str) or not s.startswith("#"):
        raise ValueError(f"invalid colour {s!r}")
    digits = s[1:]
    if len(digits) not in (3, 6) or any(c not in HEX_DIGITS for c in digits):
        raise ValueError(f"invalid colour {s!r}")
    if len(digits) == 3:
        digits = "".join(c + c for c in digits)
    return (int(digits[0:2], 16), int(digits[2:4], 16), int(digits[4:6], 16))


def to_hex(rgb):
    values = list(rgb)
    if len(values) != 3:
        raise ValueError("expected three components")
    for v in values:
        if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= 255:
            raise ValueError(f"invalid component {v!r}")
    return "#" + "".join(format(v, "02x") for v in values)
