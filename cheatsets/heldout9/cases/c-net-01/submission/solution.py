ALPHABET = "abcdefghijklmnopqrstuvwxyz"
M = 26


def _mmi(a):
    for i in range(1, M):
        if (a * i) % M == 1:
            return i
    raise ValueError("a and m must be coprime.")


def encode(plain_text, a, b):
    _mmi(a)
    chars = [ALPHABET[(a * ALPHABET.index(c) + b) % M] if c in ALPHABET else c
             for c in plain_text.lower() if c.isalnum()]
    out = "".join(chars)
    return " ".join(out[i:i + 5] for i in range(0, len(out), 5))


def decode(ciphered_text, a, b):
    inv = _mmi(a)
    return "".join(ALPHABET[(inv * (ALPHABET.index(c) - b)) % M] if c in ALPHABET else c
                   for c in ciphered_text.lower() if c.isalnum())
