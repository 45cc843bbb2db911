from collections import Counter


def _ascii_letters(text):
    if not isinstance(text, str):
        raise TypeError("text must be a string")
    return [c.lower() for c in text if c.isascii() and c.isalpha()]


def is_isogram(text):
    counts = Counter(_ascii_letters(text))
    return all(v == 1 for v in counts.values())


def first_repeat(text):
    seen = set()
    for c in _ascii_letters(text):
        if c in seen:
            return c
        seen.add(c)
    return None
