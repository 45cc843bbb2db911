_POLY = 0xEDB88320


def _build_table():
    table = []
    for i in range(256):
        crc = i
        for _ in range(8):
            if crc & 1:
                crc = (crc >> 1) ^ _POLY
            else:
                crc >>= 1
        table.append(crc)
    return tuple(table)


_TABLE = _build_table()


def crc32(data, value=0):
    """CRC-32 (IEEE) of data, continuing from value like the classic C API."""
    if isinstance(data, memoryview):
        data = data.tobytes()
    elif not isinstance(data, (bytes, bytearray)):
        raise TypeError(f"a bytes-like object is required, not {type(data).__name__!r}")
    crc = value ^ 0xFFFFFFFF
    table = _TABLE
    for byte in data:
        crc = (crc >> 8) ^ table[(crc ^ byte) & 0xFF]
    return crc ^ 0xFFFFFFFF


class CRC32:
    """Incremental CRC-32."""

    def __init__(self, data=b""):
        self._crc = crc32(data)

    def update(self, data):
        self._crc = crc32(data, self._crc)
        return self

    @property
    def value(self):
        return self._crc

    def hexdigest(self):
        return f"{self._crc:08x}"
