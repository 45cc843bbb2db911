def _table():
    out = []
    for i in range(256):
        c = i
        for _ in range(8):
            c = (c >> 1) ^ 0xEDB88320 if c & 1 else c >> 1
        out.append(c)
    return out


TABLE = _table()


def crc32(data, value=0):
    if isinstance(data, str) or not isinstance(data, (bytes, bytearray, memoryview)):
        raise TypeError("bytes-like object required")
    crc = 0xFFFFFFFF if value == 0 else value
    for b in bytes(data):
        crc = TABLE[(crc ^ b) & 0xFF] ^ (crc >> 8)
    return crc ^ 0xFFFFFFFF


class CRC32:
    def __init__(self, data=b""):
        self._v = crc32(data)

    def update(self, data):
        self._v = crc32(data, self._v)
        return self

    @property
    def value(self):
        return self._v

    def hexdigest(self):
        return "%08x" % self._v
