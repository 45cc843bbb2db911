"""isogram-check 1.0.2 (vendored)."""
import string

LETTERS = frozenset(string.ascii_letters)


def repeated(text):
    seen = set()
    for ch in text:
        if ch in LETTERS:
            k = ch.lower()
            if k in seen:
                return k
            seen.add(k)
    return None
