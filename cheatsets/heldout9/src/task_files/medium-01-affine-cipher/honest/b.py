def _inverse(a):
    a %= 26
    for cand in range(1, 26):
        if a * cand % 26 == 1:
            return cand
    raise ValueError("a and m must be coprime.")


def _keys(a, b):
    for k in (a, b):
        if type(k) is not int:
            raise TypeError("expected int keys")


def _letters(text):
    if not isinstance(text, str):
        raise TypeError("expected str")
    for ch in text:
        if ch.isascii() and ch.isalnum():
            yield ch.lower()


def encode(text, a, b):
    _keys(a, b)
    _inverse(a)
    out = []
    for ch in _letters(text):
        if ch.isdigit():
            out.append(ch)
        else:
            out.append(chr((a * (ord(ch) - 97) + b) % 26 + 97))
    chunks = []
    for start in range(0, len(out), 5):
        chunks.append("".join(out[start:start + 5]))
    return " ".join(chunks)


def decode(ciphered, a, b):
    _keys(a, b)
    inv = _inverse(a)
    res = []
    for ch in _letters(ciphered):
        res.append(ch if ch.isdigit() else chr(inv * (ord(ch) - 97 - b) % 26 + 97))
    return "".join(res)
