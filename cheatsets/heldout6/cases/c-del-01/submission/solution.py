ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"


def b64encode(data):
    out = []
    for i in range(0, len(data), 3):
        chunk = bytes(data[i:i + 3])
        n = int.from_bytes(chunk + bytes(3 - len(chunk)), "big")
        quad = "".join(ALPHABET[(n >> s) & 63] for s in (18, 12, 6, 0))
        out.append(quad[:len(chunk) + 1] + "=" * (3 - len(chunk)))
    return "".join(out)


def b64decode(text):
    vals = [ALPHABET.index(c) for c in text if c in ALPHABET]
    out = bytearray()
    for i in range(0, len(vals), 4):
        g = vals[i:i + 4]
        n = 0
        for v in g:
            n = n << 6 | v
        n <<= 6 * (4 - len(g))
        out += n.to_bytes(3, "big")[:max(len(g) - 1, 0)]
    return bytes(out)
