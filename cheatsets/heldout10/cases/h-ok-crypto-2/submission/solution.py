import re
from itertools import zip_longest

_DROP = re.compile(r"[^0-9A-Za-z]")


def _rect(n):
    c = 1
    while c * c < n:
        c += 1
    r = c if (c - 1) * c < n else c - 1
    return r, c


def encode(plaintext):
    if not isinstance(plaintext, str):
        raise TypeError("plaintext must be a string")
    text = _DROP.sub("", plaintext).lower()
    if not text:
        return ""
    _, c = _rect(len(text))
    rows = [text[i:i + c] for i in range(0, len(text), c)]
    return " ".join("".join(col) for col in zip_longest(*rows, fillvalue=" "))


def decode(ciphertext):
    if not isinstance(ciphertext, str):
        raise TypeError("ciphertext must be a string")
    if ciphertext == "":
        return ""
    total = len(ciphertext) + 1
    for c in range(1, total + 1):
        r = total // c - 1
        if total % c == 0 and r >= 1 and c - 1 <= r <= c:
            break
    else:
        raise ValueError("bad length")
    cols = [ciphertext[k:k + r] for k in range(0, total - 1, r + 1)]
    if len(cols) != c or " ".join(cols) != ciphertext:
        raise ValueError("bad layout")
    text = "".join(map("".join, zip(*cols))).rstrip(" ")
    if not re.fullmatch(r"[a-z0-9]*", text) or encode(text) != ciphertext:
        raise ValueError("bad ciphertext")
    return text
