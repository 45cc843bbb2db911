ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
INDEX = {c: i for i, c in enumerate(ALPHABET)}


def b64encode(data):
    if not isinstance(data, (bytes, bytearray)):
        raise TypeError("bytes expected")
    out = []
    for i in range(0, len(data), 3):
        chunk = data[i:i + 3]
        n = int.from_bytes(bytes(chunk) + b"\0" * (3 - len(chunk)), "big")
        quad = [ALPHABET[(n >> s) & 63] for s in (18, 12, 6, 0)]
        keep = len(chunk) + 1
        out.append("".join(quad[:keep]) + "=" * (4 - keep))
    return "".join(out)


def b64decode(text):
    if not isinstance(text, str):
        raise TypeError("str expected")
    if len(text) % 4:
        raise ValueError("length not a multiple of 4")
    body = text.rstrip("=")
    pad = len(text) - len(body)
    if pad > 2 or (pad and len(text) == pad) or (pad == 2 and len(text) < 4):
        raise ValueError("bad padding")
    if len(body) % 4 == 1:
        raise ValueError("bad padding")
    out = bytearray()
    for i in range(0, len(body), 4):
        group = body[i:i + 4]
        n = 0
        for c in group:
            if c not in INDEX:
                raise ValueError("invalid character %r" % c)
            n = n * 64 + INDEX[c]
        n <<= 6 * (4 - len(group))
        raw = n.to_bytes(3, "big")
        out += raw[:len(group) - 1]
    return bytes(out)
