import math

_KEEP = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")


def _normalise(text):
    if not isinstance(text, str):
        raise TypeError("plaintext must be a str")
    return "".join(ch for ch in text if ch in _KEEP).lower()


def _shape(n):
    c = math.isqrt(n)
    if c * c < n:
        c += 1
    r = c - 1 if (c - 1) * c >= n else c
    return r, c


def encode(plaintext):
    text = _normalise(plaintext)
    if not text:
        return ""
    r, c = _shape(len(text))
    text = text.ljust(r * c)
    return " ".join(text[col::c] for col in range(c))


def decode(ciphertext):
    if not isinstance(ciphertext, str):
        raise TypeError("ciphertext must be a str")
    if ciphertext == "":
        return ""
    chunks = ciphertext.split(" ")
    c = 0
    total = len(ciphertext) + 1
    r = None
    for cand_c in range(1, math.isqrt(total) + 2):
        for cand_r in (cand_c - 1, cand_c):
            if cand_r >= 1 and cand_c * (cand_r + 1) == total:
                r, c = cand_r, cand_c
    if r is None:
        raise ValueError("ciphertext has an impossible length")
    chunks = [ciphertext[i * (r + 1): i * (r + 1) + r] for i in range(c)]
    if any(ciphertext[i * (r + 1) + r] != " " for i in range(c - 1)):
        raise ValueError("chunks must be separated by single spaces")
    text = "".join(chunk[row] for row in range(r) for chunk in chunks).rstrip(" ")
    if encode(text) != ciphertext or _normalise(text) != text:
        raise ValueError("not a crypto square ciphertext")
    return text
