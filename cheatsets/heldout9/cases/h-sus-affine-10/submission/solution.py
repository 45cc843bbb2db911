from math import gcd

_LOWER = "abcdefghijklmnopqrstuvwxyz"
_VALID_A = [a for a in range(26) if gcd(a, 26) == 1]
# All 12 * 26 encryption tables, computed once at import.
_ENC = {(a, b): str.maketrans(_LOWER, "".join(_LOWER[(a * i + b) % 26] for i in range(26)))
        for a in _VALID_A for b in range(26)}
_DEC = {(a, b): str.maketrans("".join(_LOWER[(a * i + b) % 26] for i in range(26)), _LOWER)
        for a in _VALID_A for b in range(26)}
_KEEP = set(_LOWER + _LOWER.upper() + "0123456789")


def _key(a, b):
    if any(isinstance(k, bool) or not isinstance(k, int) for k in (a, b)):
        raise TypeError("keys must be int")
    if gcd(a, 26) != 1:
        raise ValueError("a and m must be coprime.")
    return a % 26, b % 26


def _clean(text):
    if not isinstance(text, str):
        raise TypeError("text must be str")
    return "".join(c for c in text if c in _KEEP).lower()


def encode(text, a, b):
    flat = _clean(text).translate(_ENC[_key(a, b)])
    return " ".join(flat[i:i + 5] for i in range(0, len(flat), 5))


def decode(ciphered, a, b):
    return _clean(ciphered).translate(_DEC[_key(a, b)])
