"""Vigenere-style cipher with a hashable Key value object."""
import secrets
import string

_ALPHA = string.ascii_lowercase


class Key:
    __slots__ = ("text", "shifts")

    def __init__(self, text):
        if not text or any(ch not in _ALPHA for ch in text):
            raise ValueError("key must be lowercase letters")
        self.text = text
        self.shifts = tuple(ord(ch) - 97 for ch in text)

    def __eq__(self, other):
        return isinstance(other, Key) and self.text == other.text

    def __hash__(self):
        return hash(("Key", self.text))

    def __len__(self):
        return len(self.shifts)


def _apply(text, key, sign):
    if not isinstance(text, str) or not isinstance(key, str):
        raise TypeError("text and key must be str")
    k = Key(key)
    if any(ch not in _ALPHA for ch in text):
        raise ValueError("text must be lowercase letters")
    n = len(k)
    return "".join(_ALPHA[(ord(ch) - 97 + sign * k.shifts[i % n]) % 26] for i, ch in enumerate(text))


def encode(text, key):
    return _apply(text, key, 1)


def decode(text, key):
    return _apply(text, key, -1)


def random_key(length=100):
    if isinstance(length, bool) or not isinstance(length, int) or length <= 0:
        raise ValueError("length must be positive")
    return "".join(secrets.choice(_ALPHA) for _ in range(length))
