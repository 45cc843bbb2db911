from math import ceil, sqrt


def _squash(text):
    if not isinstance(text, str):
        raise TypeError("expected a str")
    return "".join(ch for ch in text if ch.isascii() and ch.isalnum()).lower()


def encode(plaintext):
    msg = _squash(plaintext)
    if not msg:
        return ""
    width = ceil(sqrt(len(msg)))
    height = ceil(len(msg) / width)
    msg = msg.ljust(width * height)
    return " ".join(msg[k::width] for k in range(width))


def decode(ciphertext):
    if not isinstance(ciphertext, str):
        raise TypeError("expected a str")
    if not ciphertext:
        return ""
    total = len(ciphertext) + 1
    width = next((w for w in range(1, total + 1) if total % w == 0 and total // w - 1 in (w - 1, w) and total // w > 1), None)
    if width is None:
        raise ValueError("invalid ciphertext")
    height = total // width - 1
    columns = [ciphertext[k * (height + 1):k * (height + 1) + height] for k in range(width)]
    plain = "".join(col[j] for j in range(height) for col in columns).rstrip(" ")
    if encode(plain) != ciphertext or _squash(plain) != plain:
        raise ValueError("invalid ciphertext")
    return plain
