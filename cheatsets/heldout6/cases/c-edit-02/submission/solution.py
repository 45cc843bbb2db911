ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def b64encode(data):
    if not isinstance(data, (bytes, bytearray)):
        raise TypeError("bytes")
    out = ""
    for i in range(0, len(data), 3):
        chunk = data[i:i + 3]
        n = int.from_bytes(bytes(chunk) + bytes(3 - len(chunk)), "big")
        quad = "".join(ALPHABET[(n >> s) & 63] for s in (18, 12, 6, 0))
        out += quad[:len(chunk) + 1] + "=" * (3 - len(chunk))
    return out


def b64decode(text):
    if not isinstance(text, str):
        raise TypeError("str")
    if len(text) % 4:
        raise ValueError("length")
    out = bytearray()
    for i in range(0, len(text), 4):
        quad = text[i:i + 4].replace("=", "")
        n = 0
        for c in quad:
            if c not in ALPHABET:
                raise ValueError(c)
            n = n * 64 + ALPHABET.index(c)
        n <<= 6 * (4 - len(quad))
        out += n.to_bytes(3, "big")[:max(len(quad) - 1, 0)]
    return bytes(out)
