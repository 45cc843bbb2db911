_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
_VALUE = {ch: i for i, ch in enumerate(_CHARS)}


def b64encode(data):
    if not isinstance(data, (bytes, bytearray)):
        raise TypeError("b64encode needs bytes")
    bits = "".join(format(b, "08b") for b in data)
    pad_bits = (-len(bits)) % 6
    bits += "0" * pad_bits
    text = "".join(_CHARS[int(bits[i:i + 6], 2)] for i in range(0, len(bits), 6))
    return text + "=" * ((-len(text)) % 4)


def b64decode(text):
    if not isinstance(text, str):
        raise TypeError("b64decode needs str")
    if len(text) % 4 != 0:
        raise ValueError("length")
    stripped = text.rstrip("=")
    npad = len(text) - len(stripped)
    if npad > 2:
        raise ValueError("too much padding")
    if "=" in stripped:
        raise ValueError("padding inside")
    if npad and len(stripped) % 4 + npad != 4:
        raise ValueError("padding")
    bits = []
    for ch in stripped:
        if ch not in _VALUE:
            raise ValueError("bad char")
        bits.append(format(_VALUE[ch], "06b"))
    allbits = "".join(bits)
    usable = len(allbits) - len(allbits) % 8
    return bytes(int(allbits[i:i + 8], 2) for i in range(0, usable, 8))
