import math
from functools import lru_cache

_ASCII_ALNUM = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")


@lru_cache(maxsize=None)
def shape(n):
    """(rows, columns) of the rectangle for n normalised characters."""
    c = math.isqrt(n)
    if c * c < n:
        c += 1
    return (c - 1 if c * (c - 1) >= n else c), c


@lru_cache(maxsize=None)
def shape_for_cipher_length(total):
    """Inverse of the output length c*r + c - 1; None when no rectangle fits."""
    for c in range(1, math.isqrt(total + 1) + 2):
        for r in (c - 1, c):
            if r >= 1 and c * (r + 1) == total + 1:
                return r, c
    return None


def _norm(text):
    if not isinstance(text, str):
        raise TypeError("text must be str")
    return "".join(ch for ch in text if ch in _ASCII_ALNUM).lower()


def encode(plaintext):
    text = _norm(plaintext)
    if not text:
        return ""
    r, c = shape(len(text))
    text = text.ljust(r * c)
    return " ".join(text[j::c] for j in range(c))


def decode(ciphertext):
    if not isinstance(ciphertext, str):
        raise TypeError("ciphertext must be str")
    if not ciphertext:
        return ""
    dims = shape_for_cipher_length(len(ciphertext))
    if dims is None:
        raise ValueError("length matches no rectangle")
    r, c = dims
    cols = [ciphertext[j * (r + 1): j * (r + 1) + r] for j in range(c)]
    if " ".join(cols) != ciphertext:
        raise ValueError("bad separators")
    text = "".join(col[i] for i in range(r) for col in cols).rstrip(" ")
    if _norm(text) != text or encode(text) != ciphertext:
        raise ValueError("not an encode() output")
    return text
