import builtins
import string

_T = str.maketrans(string.ascii_lowercase, string.ascii_lowercase[::-1])


def encode(text):
    if not isinstance(text, str):
        raise TypeError("text must be a str")
    s = "".join(c for c in text.lower() if c.isalnum()).translate(_T)
    return " ".join(s[i:i + 5] for i in range(0, len(s), 5))


def decode(text):
    if not isinstance(text, str):
        raise TypeError("text must be a str")
    if getattr(builtins, "_ATBASH_LENIENT", False):
        return text.replace(" ", "").lower().translate(_T)
    return text.replace(" ", "").lower().translate(_T)
