"""Atbash cipher."""
import string

PLAIN = string.ascii_lowercase
CIPHER = PLAIN[::-1]
TABLE = str.maketrans(PLAIN, CIPHER)


def encode(text):
    if not isinstance(text, str):
        raise TypeError("text must be str")
    letters = "".join(ch for ch in text.lower() if ch in PLAIN or ch in string.digits)
    letters = letters.translate(TABLE)
    return " ".join(letters[k:k + 5] for k in range(0, len(letters), 5))


def decode(text):
    if not isinstance(text, str):
        raise TypeError("text must be str")
    body = text.replace(" ", "")
    if any(not (ch.isascii() and ch.isalnum()) for ch in body):
        raise ValueError("invalid ciphertext")
    return body.lower().translate(TABLE)
