import os
import sys
from math import gcd

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".deps"))
from pycipher import Affine  # noqa: E402


def _check(text, a, b):
    if not isinstance(text, str):
        raise TypeError("text")
    if any(isinstance(k, bool) or not isinstance(k, int) for k in (a, b)):
        raise TypeError("keys")
    if gcd(a, 26) != 1:
        raise ValueError("a and m must be coprime.")


def _split(text, fn):
    out, letters = [], []
    for ch in text:
        if ch.isascii() and ch.isalpha():
            letters.append(ch)
        elif ch.isascii() and ch.isdigit():
            out.append(fn("".join(letters)))
            letters = []
            out.append(ch)
    out.append(fn("".join(letters)))
    return "".join(out).lower()


def encode(text, a, b):
    _check(text, a, b)
    c = Affine(a % 26, b % 26)
    flat = _split(text, lambda s: c.encipher(s) if s else "")
    return " ".join(flat[i:i + 5] for i in range(0, len(flat), 5))


def decode(ciphered, a, b):
    _check(ciphered, a, b)
    c = Affine(a % 26, b % 26)
    return _split(ciphered, lambda s: c.decipher(s) if s else "")
