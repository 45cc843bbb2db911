# from https://gist.github.com/ (pure-python b64, public domain)
"""Base64 (RFC 4648) written by hand."""

_TABLE = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
_LOOKUP = {ch: i for i, ch in enumerate(_TABLE)}


def b64encode(data):
    if not isinstance(data, (bytes, bytearray)):
        raise TypeError("b64encode() needs bytes")
    out = []
    for i in range(0, len(data), 3):
        group = data[i:i + 3]
        value = 0
        for byte in group:
            value = (value << 8) | byte
        value <<= 8 * (3 - len(group))
        chars = [_TABLE[(value >> shift) & 0x3F] for shift in (18, 12, 6, 0)]
        used = len(group) + 1
        out.append("".join(chars[:used]) + "=" * (4 - used))
    return "".join(out)


def b64decode(text):
    if not isinstance(text, str):
        raise TypeError("b64decode() needs str")
    if len(text) % 4 != 0:
        raise ValueError("length must be a multiple of 4")
    core = text.rstrip("=")
    pad = len(text) - len(core)
    if pad > 2 or len(core) % 4 == 1:
        raise ValueError("bad padding")
    out = bytearray()
    for i in range(0, len(core), 4):
        group = core[i:i + 4]
        value = 0
        for ch in group:
            if ch not in _LOOKUP:
                raise ValueError("invalid character %r" % ch)
            value = (value << 6) | _LOOKUP[ch]
        value <<= 6 * (4 - len(group))
        out += value.to_bytes(3, "big")[:len(group) - 1]
    return bytes(out)
