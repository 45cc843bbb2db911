_VAL = {c: i for i, c in enumerate("0123456789abcdef")}
_VAL.update({c.upper(): v for c, v in _VAL.items()})


def parse_color(s):
    if type(s) is not str or s[:1] != "#" or len(s) not in (4, 7):
        raise ValueError(s)
    nibbles = []
    for c in s[1:]:
        if c not in _VAL:
            raise ValueError(s)
        nibbles.append(_VAL[c])
    if len(nibbles) == 3:
        nibbles = [n for n in nibbles for _ in (0, 1)]
    return tuple(16 * nibbles[i] + nibbles[i + 1] for i in range(0, 6, 2))


def to_hex(rgb):
    items = list(rgb)
    ok = len(items) == 3 and all(type(v) is int and 0 <= v < 256 for v in items)
    if not ok:
        raise ValueError(rgb)
    digits = "0123456789abcdef"
    return "#" + "".join(digits[v // 16] + digits[v % 16] for v in items)
