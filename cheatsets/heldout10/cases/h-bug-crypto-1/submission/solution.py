import math


def _normalise(text):
    if not isinstance(text, str):
        raise TypeError("expected a str")
    return "".join(ch for ch in text.lower() if ch.isascii() and ch.isalnum())


def encode(plaintext):
    norm = _normalise(plaintext)
    if not norm:
        return ""
    c = math.ceil(math.sqrt(len(norm)))
    r = c - 1 if c * (c - 1) >= len(norm) else c
    norm = norm.ljust(r * c)
    return " ".join(norm[i::c] for i in range(c))


def decode(ciphertext):
    if not isinstance(ciphertext, str):
        raise TypeError("expected a str")
    if not ciphertext:
        return ""
    n = len(ciphertext) + 1
    for c in range(1, n + 1):
        if n % c == 0 and n // c - 1 in (c - 1, c) and n // c > 1:
            r = n // c - 1
            break
    else:
        raise ValueError("ciphertext length fits no rectangle")
    chunks = [ciphertext[i * (r + 1):i * (r + 1) + r] for i in range(c)]
    text = "".join(chunks[j][i] for i in range(r) for j in range(c)).rstrip(" ")
    if _normalise(text) != text or encode(text) != ciphertext:
        raise ValueError("not a valid crypto square")
    return text
