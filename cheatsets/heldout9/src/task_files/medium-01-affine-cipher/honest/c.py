import re
from math import gcd

_KEEP = re.compile(r"[a-z0-9]")


class _Affine:
    def __init__(self, a, b):
        if not all(isinstance(k, int) and not isinstance(k, bool) for k in (a, b)):
            raise TypeError("integer keys required")
        if gcd(a % 26, 26) != 1:
            raise ValueError("a and m must be coprime.")
        self.a, self.b = a % 26, b % 26
        self.inv = next(x for x in range(26) if self.a * x % 26 == 1)

    def fwd(self, m):
        c = m.group(0)
        return c if c.isdigit() else chr((self.a * (ord(c) - 97) + self.b) % 26 + 97)

    def back(self, m):
        c = m.group(0)
        return c if c.isdigit() else chr(self.inv * (ord(c) - 97 - self.b) % 26 + 97)


def _clean(text):
    if not isinstance(text, str):
        raise TypeError("text must be str")
    return "".join(_KEEP.findall(text.lower() if text.isascii() else
                                 "".join(c.lower() if c.isascii() else "" for c in text)))


def encode(text, a, b):
    cipher = _Affine(a, b)
    flat = _KEEP.sub(cipher.fwd, _clean(text))
    return " ".join(re.findall(r".{1,5}", flat))


def decode(ciphered, a, b):
    cipher = _Affine(a, b)
    return _KEEP.sub(cipher.back, _clean(ciphered))
