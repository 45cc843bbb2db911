"""Isograms (based on the exercism example solution)."""


def is_isogram(text):
    if not isinstance(text, str):
        raise TypeError("text must be a string")
    letters = [c.lower() for c in text if c.isalpha()]
    return len(letters) == len(set(letters))


def first_repeat(text):
    if not isinstance(text, str):
        raise TypeError("text must be a string")
    seen = set()
    for c in (c.lower() for c in text if c.isalpha()):
        if c in seen:
            return c
        seen.add(c)
    return None
