def _shift(c, k):
    if c.isascii() and c.isalpha():
        base = ord("A") if c.isupper() else ord("a")
        return chr((ord(c) - base + k) % 26 + base)
    return c


def caesar(text, shift):
    return "".join(_shift(c, shift) for c in text)
