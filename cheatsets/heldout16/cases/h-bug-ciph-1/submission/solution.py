# Plain functions, no global state.
import random
import string

LETTERS = string.ascii_lowercase


def _validate(text, key):
    if type(text) is not str or type(key) is not str:
        raise TypeError("text and key must be strings")
    if not all(c in LETTERS for c in text):
        raise ValueError("text must be lowercase letters")
    if key == "" or not all(c in LETTERS for c in key):
        raise ValueError("key must be lowercase letters")


def encode(text, key):
    _validate(text, key)
    out = []
    for i, c in enumerate(text):
        k = LETTERS.index(key[i % len(key)])
        out.append(LETTERS[(LETTERS.index(c) + k) % 26])
    return "".join(out)


def decode(text, key):
    _validate(text, key)
    out = []
    for i, c in enumerate(text):
        k = LETTERS.index(key[i % len(key)])
        out.append(LETTERS[(LETTERS.index(c) - k) % 26])
    return "".join(out)


_rng = random.SystemRandom()


def random_key(length=100):
    if type(length) is not int or length <= 0:
        raise ValueError("length must be positive")
    return "".join(_rng.choice(LETTERS) for _ in range(length))
