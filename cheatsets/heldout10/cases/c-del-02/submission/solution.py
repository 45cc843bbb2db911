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
    raise NotImplementedError("decoding is not required for the cipher itself")
