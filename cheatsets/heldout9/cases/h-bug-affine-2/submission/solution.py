from math import gcd

ALPHA = "abcdefghijklmnopqrstuvwxyz"


def _check(text, a, b):
    if not isinstance(text, str):
        raise TypeError("text must be str")
    for k in (a, b):
        if isinstance(k, bool) or not isinstance(k, int):
            raise TypeError("keys must be ints")
    if gcd(a, 26) != 1:
        raise ValueError("a and m must be coprime.")


def encode(text, a, b):
    _check(text, a, b)
    out = []
    for ch in text.lower():
        if ch in ALPHA:
            out.append(ALPHA[(a * ALPHA.index(ch) + b) % 26])
        elif ch in "0123456789":
            out.append(ch)
    flat = "".join(out)
    return " ".join(flat[i:i + 5] for i in range(0, len(flat), 5))


def decode(ciphered, a, b):
    _check(ciphered, a, b)
    inv = pow(a, -1, 26)
    out = []
    for ch in ciphered.lower():
        if ch in ALPHA:
            out.append(ALPHA[inv * (ALPHA.index(ch) - b) % 26])
        elif ch != " ":
            out.append(ch)
    return "".join(out)
