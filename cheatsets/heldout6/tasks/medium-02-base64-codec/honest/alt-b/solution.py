import string

TABLE = string.ascii_uppercase + string.ascii_lowercase + string.digits + "+/"
REVERSE = {c: n for n, c in enumerate(TABLE)}


def b64encode(data):
    if type(data) not in (bytes, bytearray):
        raise TypeError(type(data).__name__)
    result = []
    full = len(data) - len(data) % 3
    for i in range(0, full, 3):
        a, b, c = data[i], data[i + 1], data[i + 2]
        result += [TABLE[a >> 2], TABLE[(a & 3) << 4 | b >> 4], TABLE[(b & 15) << 2 | c >> 6], TABLE[c & 63]]
    rest = len(data) - full
    if rest == 1:
        a = data[full]
        result += [TABLE[a >> 2], TABLE[(a & 3) << 4], "=", "="]
    elif rest == 2:
        a, b = data[full], data[full + 1]
        result += [TABLE[a >> 2], TABLE[(a & 3) << 4 | b >> 4], TABLE[(b & 15) << 2], "="]
    return "".join(result)


def b64decode(text):
    if type(text) is not str:
        raise TypeError(type(text).__name__)
    n = len(text)
    if n % 4:
        raise ValueError("bad length")
    pad = 0
    if n and text[-1] == "=":
        pad = 2 if text[-2] == "=" else 1
    if n and pad >= 1 and n == 4 and pad == 2 and text[0] == "=":
        raise ValueError("only padding")
    body = text[:n - pad]
    for ch in body:
        if ch not in REVERSE:
            raise ValueError("invalid %r" % ch)
    out = bytearray()
    for i in range(0, len(body), 4):
        grp = [REVERSE[ch] for ch in body[i:i + 4]]
        if len(grp) == 1:
            raise ValueError("dangling character")
        v = 0
        for g in grp:
            v = v << 6 | g
        v <<= 6 * (4 - len(grp))
        out += v.to_bytes(3, "big")[:len(grp) - 1]
    return bytes(out)
