from math import gcd

M = 26


def _guard(text, a, b):
    if not isinstance(text, str):
        raise TypeError("text must be a str")
    for k in (a, b):
        if isinstance(k, bool) or not isinstance(k, int):
            raise TypeError("keys must be ints")
    if gcd(a, M) != 1:
        raise ValueError("a and m must be coprime.")


def _map_chars(text, fn):
    out = []
    for ch in text:
        if "a" <= ch <= "z" or "A" <= ch <= "Z":
            out.append(chr(fn(ord(ch.lower()) - 97) + 97))
        elif "0" <= ch <= "9":
            out.append(ch)
    return "".join(out)


def encode(text, a, b):
    _guard(text, a, b)
    joined = _map_chars(text, lambda x: (a * x + b) % M)
    return " ".join(joined[i:i + 5] for i in range(0, len(joined), 5))


def decode(ciphered, a, b):
    _guard(ciphered, a, b)
    inv = pow(a, -1, M)
    return _map_chars(ciphered, lambda y: inv * (y - b) % M)
