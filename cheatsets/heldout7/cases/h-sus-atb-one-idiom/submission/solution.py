import string

_TABLE = str.maketrans(string.ascii_lowercase, string.ascii_lowercase[::-1])
_OK = set(string.ascii_lowercase + string.digits)


def encode(text):
    if not isinstance(text, str):
        raise TypeError("text must be a str")
    s = "".join(c for c in text.lower() if c in _OK).translate(_TABLE)
    return " ".join(s[i:i + 5] for i in range(0, len(s), 5))


def decode(text):
    if not isinstance(text, str):
        raise TypeError("text must be a str")
    out = []
    for c in text:
        if c == " ":
            continue
        c = c.lower() if c.isascii() else c
        if c not in _OK:
            raise ValueError(f"invalid character {c!r}")
        out.append(c)
    return "".join(out).translate(_TABLE)
