from itertools import islice


def _transform(chars):
    for c in chars:
        o = ord(c)
        if 97 <= o <= 122:
            yield chr(219 - o)
        elif 48 <= o <= 57:
            yield c


def _chunks(it, n):
    it = iter(it)
    while True:
        block = "".join(islice(it, n))
        if not block:
            return
        yield block


def encode(text):
    if not isinstance(text, str):
        raise TypeError(type(text).__name__)
    return " ".join(_chunks(_transform(text.lower()), 5))


def decode(text):
    if not isinstance(text, str):
        raise TypeError(type(text).__name__)
    for c in text:
        if not (c == " " or ("0" <= c <= "9") or ("a" <= c.lower() <= "z" and c.isascii())):
            raise ValueError(f"bad character {c!r}")
    return "".join(_transform(text.lower()))
