import random
import string


def _shift(text, key, sign):
    n = len(key)
    return "".join(chr((ord(c) - 97 + sign * (ord(key[i % n]) - 97)) % 26 + 97) for i, c in enumerate(text))


def encode(text, key):
    return _shift(text, key, 1)


def decode(text, key):
    return _shift(text, key, -1)


def random_key(length=100):
    return "".join(random.choice(string.ascii_lowercase) for _ in range(length))
