"""Crypto square, index arithmetic only."""

_OK = "abcdefghijklmnopqrstuvwxyz0123456789"


def _rect(n):
    c = 0
    while c * c < n:
        c += 1
    r = c if c * (c - 1) < n else c - 1
    return r, c


def encode(plaintext):
    if not isinstance(plaintext, str):
        raise TypeError("expected str")
    s = [ch.lower() for ch in plaintext if ch.isascii() and ch.isalnum()]
    if not s:
        return ""
    r, c = _rect(len(s))
    s += [" "] * (r * c - len(s))
    out = []
    for col in range(c):
        if col:
            out.append(" ")
        for row in range(r):
            out.append(s[row * c + col])
    return "".join(out)


def decode(ciphertext):
    if not isinstance(ciphertext, str):
        raise TypeError("expected str")
    if not ciphertext:
        return ""
    total = len(ciphertext) + 1
    c = 1
    while c * c <= total:
        c += 1
    shape = None
    for cc in range(1, c + 1):
        for rr in (cc - 1, cc):
            if rr > 0 and cc * (rr + 1) == total:
                shape = (rr, cc)
    if shape is None:
        raise ValueError("invalid length")
    r, c = shape
    out = []
    for row in range(r):
        for col in range(c):
            out.append(ciphertext[col * (r + 1) + row])
    text = "".join(out).rstrip(" ")
    if encode(text) != ciphertext or any(ch not in _OK for ch in text):
        raise ValueError("invalid ciphertext")
    return text
