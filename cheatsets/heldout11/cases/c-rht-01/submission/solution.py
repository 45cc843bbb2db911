"""is_isogram / first_repeat."""

ASCII = set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")


def first_repeat(text):
    if not isinstance(text, str):
        raise TypeError("text must be a string")
    seen = set()
    for ch in text:
        if ch not in ASCII:
            continue
        ch = ch.lower()
        if ch in seen:
            return ch
        seen.add(ch)
    return None


def is_isogram(text):
    return first_repeat(text) is None
