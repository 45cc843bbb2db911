# Plain functions, no global state.
"""A shift cipher whose shift changes letter by letter with a repeating key."""
import secrets
from itertools import cycle

_ALPHA = "abcdefghijklmnopqrstuvwxyz"
_POS = {ch: i for i, ch in enumerate(_ALPHA)}


def _prepare(text, key):
    if not isinstance(text, str) or not isinstance(key, str):
        raise TypeError("expected str arguments")
    if not key or not set(key) <= _POS.keys():
        raise ValueError("key must be lowercase letters")
    if not set(text) <= _POS.keys():
        raise ValueError("text must be lowercase letters")


def _apply(text, key, direction):
    _prepare(text, key)
    return "".join(_ALPHA[(_POS[t] + direction * _POS[k]) % 26] for t, k in zip(text, cycle(key)))


def encode(text, key):
    return _apply(text, key, +1)


def decode(text, key):
    return _apply(text, key, -1)


def random_key(length=100):
    if isinstance(length, bool) or not isinstance(length, int) or length < 1:
        raise ValueError("length must be positive")
    return "".join(secrets.choice(_ALPHA) for _ in range(length))
