import re

_BIN = re.compile(r"[01]+")


def commands(code):
    if not isinstance(code, str):
        raise TypeError("code must be a str")
    if _BIN.fullmatch(code) is None:
        raise ValueError("code must be a binary string")
    value = int(code, 2) & 0b11111
    steps = []
    for mask, name in ((1, "wink"), (2, "double blink"), (4, "close your eyes"), (8, "jump")):
        if value & mask:
            steps.append(name)
    return steps
