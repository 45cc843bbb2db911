def encode(text, key):
    return text


def decode(text, key):
    return text


def random_key(length=100):
    return "a" * length
