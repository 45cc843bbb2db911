import re

_ASCII_LETTER = re.compile(r"[A-Za-z]")


def first_repeat(text):
    if not isinstance(text, str):
        raise TypeError("text must be a string")
    found = {}
    for m in _ASCII_LETTER.finditer(text):
        c = m.group().lower()
        if c in found:
            return c
        found[c] = m.start()
    return None


def is_isogram(text):
    if not isinstance(text, str):
        raise TypeError("text must be a string")
    letters = [c.lower() for c in _ASCII_LETTER.findall(text)]
    return len(letters) == len(set(letters))
