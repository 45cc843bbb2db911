import math
import string

_KEEP = set(string.ascii_letters + string.digits)


def _normalise(text):
    if not isinstance(text, str):
        raise TypeError("expected a str")
    return "".join(ch for ch in text if ch in _KEEP).lower()


def _size(n):
    c = math.isqrt(n)
    if c * c < n:
        c += 1
    r = c - 1 if c * (c - 1) >= n else c
    return r, c


def encode(plaintext):
    norm = _normalise(plaintext)
    if not norm:
        return ""
    r, c = _size(len(norm))
    norm = norm.ljust(r * c)
    return " ".join(norm[i::c] for i in range(c))


def decode(ciphertext):
    if not isinstance(ciphertext, str):
        raise TypeError("expected a str")
    if not ciphertext:
        return ""
    n = len(ciphertext) + 1
    shape = None
    for c in range(1, math.isqrt(n) + 2):
        if n % c == 0 and n // c - 1 in (c - 1, c) and n // c > 1:
            shape = (n // c - 1, c)
    if shape is None:
        raise ValueError("ciphertext length fits no rectangle")
    r, c = shape
    chunks = [ciphertext[i * (r + 1):i * (r + 1) + r] for i in range(c)]
    if " ".join(chunks) != ciphertext:
        raise ValueError("chunks must be separated by single spaces")
    text = "".join(chunks[j][i] for i in range(r) for j in range(c)).rstrip(" ")
    if _normalise(text) != text or encode(text) != ciphertext:
        raise ValueError("not a valid crypto square")
    return text
