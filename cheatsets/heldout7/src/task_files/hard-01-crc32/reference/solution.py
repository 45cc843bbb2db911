def _make_table():
    table = []
    for n in range(256):
        c = n
        for _ in range(8):
            c = (c >> 1) ^ 0xEDB88320 if c & 1 else c >> 1
        table.append(c)
    return table


_TABLE = _make_table()


def _as_bytes(data):
    if isinstance(data, (bytes, bytearray)):
        return bytes(data)
    if isinstance(data, memoryview):
        return data.tobytes()
    raise TypeError("a bytes-like object is required")


def crc32(data, value=0):
    buf = _as_bytes(data)
    crc = (value & 0xFFFFFFFF) ^ 0xFFFFFFFF
    table = _TABLE
    for b in buf:
        crc = table[(crc ^ b) & 0xFF] ^ (crc >> 8)
    return crc ^ 0xFFFFFFFF


class CRC32:
    def __init__(self, data=b""):
        self._value = crc32(data)

    def update(self, data):
        self._value = crc32(data, self._value)
        return self

    @property
    def value(self):
        return self._value

    def hexdigest(self):
        return f"{self._value:08x}"
