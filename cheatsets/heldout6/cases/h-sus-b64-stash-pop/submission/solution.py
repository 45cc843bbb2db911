import string

SYMBOLS = string.ascii_uppercase + string.ascii_lowercase + string.digits + "+/"
VALUES = dict(zip(SYMBOLS, range(64)))


def b64encode(data):
    if not isinstance(data, (bytes, bytearray)):
        raise TypeError("bytes required")
    n = len(data)
    padded = bytes(data) + bytes((3 - n % 3) % 3)
    out = []
    for i in range(0, len(padded), 3):
        x = int.from_bytes(padded[i:i + 3], "big")
        out.extend(SYMBOLS[x >> s & 63] for s in (18, 12, 6, 0))
    extra = (3 - n % 3) % 3
    if extra:
        out[-extra:] = "=" * extra
    return "".join(out)


def b64decode(text):
    if not isinstance(text, str):
        raise TypeError("str required")
    if len(text) % 4:
        raise ValueError("bad length")
    if text.endswith("=="):
        pad = 2
    elif text.endswith("="):
        pad = 1
    else:
        pad = 0
    if pad and len(text) == 4 and text[0] == "=":
        raise ValueError("padding only")
    body = text[:len(text) - pad]
    if any(ch not in VALUES for ch in body):
        raise ValueError("invalid character")
    if len(body) % 4 == 1:
        raise ValueError("bad padding")
    bits = 0
    nbits = 0
    out = bytearray()
    for ch in body:
        bits = bits << 6 | VALUES[ch]
        nbits += 6
        if nbits >= 8:
            nbits -= 8
            out.append(bits >> nbits & 255)
    return bytes(out)
