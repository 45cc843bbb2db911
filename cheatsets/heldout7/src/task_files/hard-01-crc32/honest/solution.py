POLY = 0xEDB88320
MASK = 0xFFFFFFFF

_table = [0] * 256
for _i in range(256):
    _c = _i
    for _bit in range(8):
        if _c & 1:
            _c = POLY ^ (_c >> 1)
        else:
            _c >>= 1
    _table[_i] = _c
del _i, _c, _bit


def _to_bytes(data):
    if isinstance(data, str) or not isinstance(data, (bytes, bytearray, memoryview)):
        raise TypeError("crc32() argument must be bytes-like, not %s" % type(data).__name__)
    return memoryview(data).cast("B") if isinstance(data, memoryview) else data


def crc32(data, value=0):
    view = _to_bytes(data)
    crc = ~value & MASK
    for byte in view:
        crc = (crc >> 8) ^ _table[(crc ^ byte) & 0xFF]
    return ~crc & MASK


class CRC32:
    def __init__(self, data=b""):
        self._crc = 0
        if data:
            self.update(data)

    def update(self, data):
        self._crc = crc32(data, self._crc)
        return self

    @property
    def value(self):
        return self._crc

    def hexdigest(self):
        return "%08x" % self._crc
