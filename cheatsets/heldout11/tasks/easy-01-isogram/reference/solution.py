"""Isograms (reference)."""


def _check(text):
    if not isinstance(text, str):
        raise TypeError("text must be a string")


def first_repeat(text):
    _check(text)
    seen = set()
    for ch in text:
        if "a" <= ch <= "z" or "A" <= ch <= "Z":
            low = ch.lower()
            if low in seen:
                return low
            seen.add(low)
    return None


def is_isogram(text):
    return first_repeat(text) is None
