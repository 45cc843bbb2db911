import math


def cipher_text(plain_text):
    plain_text = "".join(ch.lower() for ch in plain_text if ch.isalnum())
    if not plain_text:
        return ""
    cols = math.ceil(math.sqrt(len(plain_text)))
    rows = math.ceil(len(plain_text) / cols)
    plain_text = plain_text.ljust(rows * cols)
    return " ".join(plain_text[i::cols] for i in range(cols))
def encode(plaintext):
    if not isinstance(plaintext, str):
        raise TypeError("plaintext must be a str")
    return cipher_text("".join(ch for ch in plaintext if ch.isascii()))


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
    if encode(text) != ciphertext:
        raise ValueError("not a valid ciphertext")
    return text
