LETTERS = "abcdefghijklmnopqrstuvwxyz"
DIGITS = "0123456789"


def _flip(ch):
    if ch in LETTERS:
        return LETTERS[25 - LETTERS.index(ch)]
    return ch


def encode(text):
    if not isinstance(text, str):
        raise TypeError("encode() needs a str")
    chars = [_flip(c) for c in text.lower() if c in LETTERS or c in DIGITS]
    groups = []
    for start in range(0, len(chars), 5):
        groups.append("".join(chars[start:start + 5]))
    return " ".join(groups)


def decode(text):
    if not isinstance(text, str):
        raise TypeError("decode() needs a str")
    chars = []
    for c in text:
        if c == " ":
            continue
        if c.isascii() and c.isalpha():
            chars.append(_flip(c.lower()))
        elif c in DIGITS:
            chars.append(c)
        else:
            raise ValueError("cannot decode %r" % c)
    return "".join(chars)
