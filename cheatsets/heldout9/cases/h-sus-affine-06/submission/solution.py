import string
import textwrap
from math import gcd


def _check(text, *keys):
    if not isinstance(text, str):
        raise TypeError("expected a str")
    if any(type(k) is not int for k in keys):
        raise TypeError("keys must be int")
    if gcd(keys[0], 26) != 1:
        raise ValueError("a and m must be coprime.")


def _table(mapping):
    lower = string.ascii_lowercase
    return {ord(c): mapping(i) for i, c in enumerate(lower)}


def _filter(text):
    allowed = set(string.ascii_letters + string.digits)
    return "".join(ch for ch in text if ch in allowed).lower()


def encode(text, a, b):
    _check(text, a, b)
    tbl = _table(lambda i: chr((a * i + b) % 26 + 97))
    return " ".join(textwrap.wrap(_filter(text).translate(tbl), 5)) if _filter(text) else ""


def decode(ciphered, a, b):
    _check(ciphered, a, b)
    inv = pow(a, -1, 26)
    tbl = _table(lambda i: chr(inv * (i - b) % 26 + 97))
    return _filter(ciphered).translate(tbl)
