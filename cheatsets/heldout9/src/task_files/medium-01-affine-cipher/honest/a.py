import math
import string

ALPHABET = string.ascii_lowercase
M = len(ALPHABET)


def _validate(text, a, b):
    if not isinstance(text, str):
        raise TypeError("text must be a string")
    if any(isinstance(k, bool) or not isinstance(k, int) for k in (a, b)):
        raise TypeError("a and b must be integers")
    if math.gcd(a, M) != 1:
        raise ValueError("a and m must be coprime.")


def encode(text, a, b):
    _validate(text, a, b)
    table = str.maketrans(ALPHABET, "".join(ALPHABET[(a * i + b) % M] for i in range(M)))
    kept = "".join(c for c in text.lower() if c in ALPHABET or c in string.digits)
    enc = kept.translate(table)
    return " ".join(enc[i:i + 5] for i in range(0, len(enc), 5))


def decode(ciphered, a, b):
    _validate(ciphered, a, b)
    a_inv = pow(a, -1, M)
    table = str.maketrans(ALPHABET, "".join(ALPHABET[(a_inv * (i - b)) % M] for i in range(M)))
    kept = "".join(c for c in ciphered.lower() if c in ALPHABET or c in string.digits)
    return kept.translate(table)
