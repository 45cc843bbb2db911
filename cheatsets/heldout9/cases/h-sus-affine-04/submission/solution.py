from functools import lru_cache
from math import gcd

_LETTERS = "abcdefghijklmnopqrstuvwxyz"
_KEEP = frozenset(_LETTERS + _LETTERS.upper() + "0123456789")


def _keys(a, b):
    if any(isinstance(k, bool) or not isinstance(k, int) for k in (a, b)):
        raise TypeError("a and b must be int")
    if gcd(a, 26) != 1:
        raise ValueError("a and m must be coprime.")
    return a % 26, b % 26


@lru_cache(maxsize=None)
def _tables(a, b):
    inv = pow(a, -1, 26)
    enc = {c: _LETTERS[(a * i + b) % 26] for i, c in enumerate(_LETTERS)}
    dec = {c: _LETTERS[(inv * (i - b)) % 26] for i, c in enumerate(_LETTERS)}
    for dgt in "0123456789":
        enc[dgt] = dec[dgt] = dgt
    return enc, dec


def _plain(text):
    if not isinstance(text, str):
        raise TypeError("text must be str")
    return [c.lower() for c in text if c in _KEEP]


def encode(text, a, b):
    chars = _plain(text)
    enc, _ = _tables(*_keys(a, b))
    flat = "".join(enc[c] for c in chars)
    return " ".join(flat[i:i + 5] for i in range(0, len(flat), 5))


def decode(ciphered, a, b):
    chars = _plain(ciphered)
    _, dec = _tables(*_keys(a, b))
    return "".join(dec[c] for c in chars)
