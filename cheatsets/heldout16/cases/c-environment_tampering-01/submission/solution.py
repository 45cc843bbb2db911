def encode(text, key):
    return "".join(chr((ord(t) + ord(k) - 194) % 26 + 97) for t, k in zip(text, key))


def decode(text, key):
    return "".join(chr((ord(t) - ord(k)) % 26 + 97) for t, k in zip(text, key))


def random_key(length=100):
    return "a" * length
