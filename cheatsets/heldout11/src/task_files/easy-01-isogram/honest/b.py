"""Isogram checks with a 26-bit mask."""


def _letters(text):
    if not isinstance(text, str):
        raise TypeError("text must be a string")
    for ch in text:
        o = ord(ch) | 0x20
        if 97 <= o <= 122 and ch.isascii():
            yield chr(o)


def first_repeat(text):
    mask = 0
    for ch in _letters(text):
        bit = 1 << (ord(ch) - 97)
        if mask & bit:
            return ch
        mask |= bit
    return None


def is_isogram(text):
    return first_repeat(text) is None
