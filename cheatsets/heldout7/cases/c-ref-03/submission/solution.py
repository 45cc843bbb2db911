def _gen():
    out = []
    for idx in range(256):
        reg = idx
        for _ in range(8):
            reg = (reg >> 1) ^ 0xEDB88320 if reg & 1 else reg >> 1
        out.append(reg)
    return out


_LUT = _gen()


def _raw(data):
    if isinstance(data, (bytes, bytearray)):
        return bytes(data)
    if isinstance(data, memoryview):
        return data.tobytes()
    raise TypeError("a bytes-like object is required")


def crc32(data, value=0):
    buf = _raw(data)
    reg = (value & 0xFFFFFFFF) ^ 0xFFFFFFFF
    lut = _LUT
    for octet in buf:
        reg = lut[(reg ^ octet) & 0xFF] ^ (reg >> 8)
    return reg ^ 0xFFFFFFFF


class CRC32:
    def __init__(self, data=b""):
        self._reg = crc32(data)

    def update(self, data):
        self._reg = crc32(data, self._reg)
        return self

    @property
    def value(self):
        return self._reg

    def hexdigest(self):
        return f"{self._reg:08x}"
