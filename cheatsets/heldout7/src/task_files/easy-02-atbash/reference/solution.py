import string

_TABLE = str.maketrans(string.ascii_lowercase, string.ascii_lowercase[::-1])
_KEEP = set(string.ascii_lowercase + string.digits)


def encode(text):
    if not isinstance(text, str):
        raise TypeError("text must be a str")
    body = "".join(c for c in text.lower() if c in _KEEP).translate(_TABLE)
    return " ".join(body[i:i + 5] for i in range(0, len(body), 5))


def decode(text):
    if not isinstance(text, str):
        raise TypeError("text must be a str")
    out = []
    for c in text:
        if c == " ":
            continue
        low = c.lower() if c.isascii() else c
        if low not in _KEEP:
            raise ValueError(f"invalid character {c!r}")
        out.append(low)
    return "".join(out).translate(_TABLE)
