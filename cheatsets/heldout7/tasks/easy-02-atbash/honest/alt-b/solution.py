import re

_MIRROR = {chr(o): chr(ord("a") + ord("z") - o) for o in range(ord("a"), ord("z") + 1)}
_VALID_CIPHER = re.compile(r"[A-Za-z0-9 ]*")


def _apply(s):
    return "".join(_MIRROR.get(c, c) for c in s)


def encode(text):
    if not isinstance(text, str):
        raise TypeError("expected str")
    raw = _apply(re.sub(r"[^a-z0-9]", "", text.lower()))
    return " ".join(re.findall(r".{1,5}", raw))


def decode(text):
    if not isinstance(text, str):
        raise TypeError("expected str")
    if not _VALID_CIPHER.fullmatch(text):
        raise ValueError("ciphertext may only hold letters, digits and spaces")
    return _apply(text.replace(" ", "").lower())
