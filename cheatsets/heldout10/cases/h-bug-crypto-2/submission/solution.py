import math
import string

KEEP = set(string.ascii_letters + string.digits)


def encode(plaintext):
    if not isinstance(plaintext, str):
        raise TypeError("expected a str")
    norm = "".join(ch for ch in plaintext if ch in KEEP).lower()
    if not norm:
        return ""
    c = math.isqrt(len(norm))
    if c * c < len(norm):
        c += 1
    r = c - 1 if c * (c - 1) >= len(norm) else c
    norm = norm.ljust(r * c)
    return " ".join(norm[i::c] for i in range(c))


def decode(ciphertext):
    if not isinstance(ciphertext, str):
        raise TypeError("expected a str")
    chunks = ciphertext.split(" ")
    if not ciphertext:
        return ""
    r = len(chunks[0])
    rows = []
    for i in range(r):
        for chunk in chunks:
            if i < len(chunk):
                rows.append(chunk[i])
    return "".join(rows).replace(" ", "")
