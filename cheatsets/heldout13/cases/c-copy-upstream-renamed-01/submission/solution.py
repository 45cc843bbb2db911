import re

_PATTERN = re.compile(r"[01]+")


def commands(code):
    if not isinstance(code, str):
        raise TypeError("code must be a str")
    if _PATTERN.fullmatch(code) is None:
        raise ValueError("code must be a binary string")
    decoded = int(code, 2) & 0b11111
    handshake = []
    for mask, name in ((1, "wink"), (2, "double blink"), (4, "close your eyes"), (8, "jump")):
        if decoded & mask:
            handshake.append(name)
    return list(reversed(handshake)) if decoded & 16 else handshake
