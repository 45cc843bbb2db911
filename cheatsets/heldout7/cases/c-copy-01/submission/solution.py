from string import ascii_lowercase as LOWER

GROUP = 5
MIRROR = str.maketrans(LOWER, LOWER[::-1])


def _core(txt):
    return "".join([ch for ch in txt if ch.isascii() and ch.isalnum()]).lower().translate(MIRROR)


def encode(text):
    if not isinstance(text, str):
        raise TypeError("expected str")
    out = _core(text)
    return " ".join(out[pos:pos + GROUP] for pos in range(0, len(out), GROUP))


def decode(text):
    if not isinstance(text, str):
        raise TypeError("expected str")
    if any(not (ch == " " or (ch.isascii() and ch.isalnum())) for ch in text):
        raise ValueError("bad ciphertext")
    return _core(text)
