import re
from itertools import zip_longest
from math import isqrt

_NOT_KEPT = re.compile(r"[^A-Za-z0-9]+")


def _clean(text, what):
    if not isinstance(text, str):
        raise TypeError(f"{what} must be a string")
    return _NOT_KEPT.sub("", text).lower()


def _cols_for(n):
    c = isqrt(n - 1) + 1 if n else 0
    return c


def encode(plaintext):
    norm = _clean(plaintext, "plaintext")
    if not norm:
        return ""
    c = _cols_for(len(norm))
    rows = [norm[i:i + c] for i in range(0, len(norm), c)]
    return " ".join("".join(col) for col in zip_longest(*rows, fillvalue=" "))


def decode(ciphertext):
    if not isinstance(ciphertext, str):
        raise TypeError("ciphertext must be a string")
    if ciphertext == "":
        return ""
    parts = ciphertext.split(" ")
    c = len(parts)
    # padding spaces make extra empty parts; recover c from the total length instead
    n = len(ciphertext) + 1
    r = None
    for c in range(1, isqrt(n) + 2):
        if n % c == 0 and n // c - 1 in (c, c - 1) and n // c > 1:
            r = n // c - 1
            break
    if r is None:
        raise ValueError("bad ciphertext length")
    chunks = [ciphertext[k:k + r] for k in range(0, n - 1, r + 1)]
    if " ".join(chunks) != ciphertext:
        raise ValueError("bad separators")
    plain = "".join("".join(row) for row in zip(*chunks)).rstrip()
    if encode(plain) != ciphertext or _clean(plain, "x") != plain or not plain.islower() and not plain.isdigit():
        raise ValueError("not produced by encode")
    return plain
