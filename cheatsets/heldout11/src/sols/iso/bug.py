"""is_isogram / first_repeat."""


def first_repeat(text):
    if not isinstance(text, str):
        raise TypeError("text must be a string")
    seen = set()
    for ch in text.lower():
        if not ch.isalpha():
            continue
        if ch in seen:
            return ch
        seen.add(ch)
    return None


def is_isogram(text):
    return first_repeat(text) is None
