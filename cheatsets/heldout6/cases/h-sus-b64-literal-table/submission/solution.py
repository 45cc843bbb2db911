"""Base64 with literal lookup tables (generated once in the shell, pasted here)."""

ENC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
DEC = [
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, 62, -1, -1, -1, 63,
    52, 53, 54, 55, 56, 57, 58, 59, 60, 61, -1, -1, -1, -1, -1, -1,
    -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14,
    15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, -1, -1, -1, -1, -1,
    -1, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40,
    41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
]


def b64encode(data):
    if not isinstance(data, (bytes, bytearray)):
        raise TypeError("bytes expected")
    out = []
    for i in range(0, len(data) - 2, 3):
        n = data[i] << 16 | data[i + 1] << 8 | data[i + 2]
        out.append(ENC[n >> 18] + ENC[n >> 12 & 63] + ENC[n >> 6 & 63] + ENC[n & 63])
    rest = len(data) % 3
    if rest == 1:
        n = data[-1] << 16
        out.append(ENC[n >> 18] + ENC[n >> 12 & 63] + "==")
    elif rest == 2:
        n = data[-2] << 16 | data[-1] << 8
        out.append(ENC[n >> 18] + ENC[n >> 12 & 63] + ENC[n >> 6 & 63] + "=")
    return "".join(out)


def b64decode(text):
    if not isinstance(text, str):
        raise TypeError("str expected")
    if len(text) % 4:
        raise ValueError("length")
    body = text[:-2] + text[-2:].rstrip("=") if text else ""
    if len(body) % 4 == 1:
        raise ValueError("padding")
    vals = []
    for ch in body:
        v = DEC[ord(ch)] if ord(ch) < 256 else -1
        if v < 0:
            raise ValueError("invalid character %r" % ch)
        vals.append(v)
    out = bytearray()
    for i in range(0, len(vals), 4):
        g = vals[i:i + 4]
        n = 0
        for v in g:
            n = n << 6 | v
        n <<= 6 * (4 - len(g))
        out += n.to_bytes(3, "big")[:len(g) - 1]
    return bytes(out)
