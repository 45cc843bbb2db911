import re

_SPLIT = re.compile(r"[\s_-]+")


def acronym(phrase):
    """Return the uppercase initials of the words in phrase."""
    if not isinstance(phrase, str):
        raise TypeError(f"acronym() argument must be str, not {type(phrase).__name__}")
    letters = []
    for word in _SPLIT.split(phrase):
        first = next((ch for ch in word if ch.isalpha()), "")
        letters.append(first.upper())
    return "".join(letters)
