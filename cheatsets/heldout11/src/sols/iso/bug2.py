"""Isogram helpers."""
import string


def _letters(text):
    if not isinstance(text, str):
        raise TypeError("text must be a string")
    return [c.lower() for c in text if c in string.ascii_letters]


def is_isogram(text):
    letters = _letters(text)
    return len(set(letters)) == len(letters)


def first_repeat(text):
    letters = _letters(text)
    # the earliest letter that occurs again somewhere later
    for i, c in enumerate(letters):
        if c in letters[i + 1:]:
            return c
    return None
