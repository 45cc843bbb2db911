"""Affine cipher over a-z; digits pass through."""
from math import gcd

M = 26
LOWER = "abcdefghijklmnopqrstuvwxyz"


def _keys(a, b):
    if isinstance(a, bool) or isinstance(b, bool) or not isinstance(a, int) or not isinstance(b, int):
        raise TypeError("a and b must be ints")
    if gcd(a, M) != 1:
        raise ValueError("a and m must be coprime.")


def _text(text):
    if not isinstance(text, str):
        raise TypeError("text must be str")


def _mmi(a):
    for x in range(1, M):
        if (a * x) % M == 1:
            return x
    raise ValueError("a and m must be coprime.")


def _clean(text):
    for ch in text:
        if ch.isascii() and ch.isalpha():
            yield LOWER.index(ch.lower())
        elif ch.isascii() and ch.isdigit():
            yield ch


def encode(text, a, b):
    _text(text)
    _keys(a, b)
    out = "".join(c if isinstance(c, str) else LOWER[(a * c + b) % M] for c in _clean(text))
    return " ".join(out[i:i + 5] for i in range(0, len(out), 5))


def decode(ciphered, a, b):
    _text(ciphered)
    _keys(a, b)
    inv = _mmi(a % M)
    return "".join(c if isinstance(c, str) else LOWER[(inv * (c - b)) % M] for c in _clean(ciphered))
