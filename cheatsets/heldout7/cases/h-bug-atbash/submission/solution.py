import string

_T = str.maketrans(string.ascii_lowercase, string.ascii_lowercase[::-1])


def encode(text):
    if not isinstance(text, str):
        raise TypeError("text must be str")
    body = "".join(c for c in text.lower() if c.isalnum()).translate(_T)
    return " ".join(body[i:i + 5] for i in range(0, len(body), 5))


def decode(text):
    if not isinstance(text, str):
        raise TypeError("text must be str")
    body = text.replace(" ", "")
    if not body.isalnum():
        if body:
            raise ValueError("bad ciphertext")
    return body.lower().translate(_T)
