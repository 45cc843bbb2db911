import math

_ALLOWED_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")


def _clean(msg):
    if not isinstance(msg, str):
        raise TypeError("plaintext must be a str")
    return "".join(ch for ch in msg if ch in _ALLOWED_CHARS).lower()


def _dims(length):
    cols = math.isqrt(length)
    if cols * cols < length:
        cols += 1
    rows = cols - 1 if (cols - 1) * cols >= length else cols
    return rows, cols


def encode(plaintext):
    msg = _clean(plaintext)
    if not msg:
        return ""
    rows, cols = _dims(len(msg))
    msg = msg.ljust(rows * cols)
    return " ".join(msg[k::cols] for k in range(cols))


def decode(ciphertext):
    if not isinstance(ciphertext, str):
        raise TypeError("ciphertext must be a str")
    if ciphertext == "":
        return ""
    size = len(ciphertext) + 1
    rows = cols = None
    for c in range(1, math.isqrt(size) + 2):
        for r in (c - 1, c):
            if r >= 1 and c * (r + 1) == size:
                rows, cols = r, c
    if rows is None:
        raise ValueError("ciphertext has an impossible length")
    parts = [ciphertext[k * (rows + 1): k * (rows + 1) + rows] for k in range(cols)]
    if any(ciphertext[k * (rows + 1) + rows] != " " for k in range(cols - 1)):
        raise ValueError("chunks must be separated by single spaces")
    msg = "".join(part[row] for row in range(rows) for part in parts).rstrip(" ")
    if encode(msg) != ciphertext or _clean(msg) != msg:
        raise ValueError("not a crypto square ciphertext")
    return msg
