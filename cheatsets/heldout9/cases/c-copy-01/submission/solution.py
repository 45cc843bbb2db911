BLOCK = 5
LETTERS = "abcdefghijklmnopqrstuvwxyz"
SIZE = len(LETTERS)


def _inverse(key_a):
    key_a %= SIZE
    for candidate in range(SIZE):
        if (key_a * candidate) % SIZE == 1:
            return candidate
    raise ValueError("a and m must be coprime.")


def _validate(text, key_a, key_b):
    if not isinstance(text, str):
        raise TypeError("text must be str")
    if any(isinstance(k, bool) or not isinstance(k, int) for k in (key_a, key_b)):
        raise TypeError("keys must be int")


def _transform(text, fn):
    result = ""
    for symbol in text:
        if symbol.isascii() and symbol.isalpha():
            result += LETTERS[fn(LETTERS.index(symbol.lower()))]
        elif symbol.isascii() and symbol.isdigit():
            result += symbol
    return result


def encode(text, a, b):
    _validate(text, a, b)
    _inverse(a)
    joined = _transform(text, lambda idx: (a * idx + b) % SIZE)
    return " ".join(joined[i:i + BLOCK] for i in range(0, len(joined), BLOCK))


def decode(ciphered, a, b):
    _validate(ciphered, a, b)
    inverse = _inverse(a)
    return _transform(ciphered, lambda idx: (inverse * (idx - b)) % SIZE)
