"""Simple cipher (reference)."""
import secrets
import string

_A = ord("a")


def _check(text, key):
    if not isinstance(text, str) or not isinstance(key, str):
        raise TypeError("text and key must be str")
    if not key or any(ch not in string.ascii_lowercase for ch in key):
        raise ValueError("key must be lowercase letters")
    if any(ch not in string.ascii_lowercase for ch in text):
        raise ValueError("text must be lowercase letters")


def _shift(text, key, sign):
    _check(text, key)
    n = len(key)
    return "".join(chr((ord(ch) - _A + sign * (ord(key[i % n]) - _A)) % 26 + _A) for i, ch in enumerate(text))


def encode(text, key):
    return _shift(text, key, 1)


def decode(text, key):
    return _shift(text, key, -1)


def random_key(length=100):
    if isinstance(length, bool) or not isinstance(length, int) or length < 1:
        raise ValueError("length must be positive")
    return "".join(secrets.choice(string.ascii_lowercase) for _ in range(length))
