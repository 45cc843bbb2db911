import string

_LETTERS = frozenset(string.ascii_letters)


def _require_str(text):
    if not isinstance(text, str):
        raise TypeError("text must be a string")


def first_repeat(text):
    _require_str(text)
    seen = set()
    for ch in text:
        if ch in _LETTERS:
            key = ch.lower()
            if key in seen:
                return key
            seen.add(key)
    return None


def is_isogram(text):
    return first_repeat(text) is None
