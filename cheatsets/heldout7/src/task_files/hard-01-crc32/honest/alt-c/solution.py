from functools import reduce


def _entry(i):
    for _ in range(8):
        i = (i >> 1) ^ 0xEDB88320 if i & 1 else i >> 1
    return i


TABLE = tuple(_entry(i) for i in range(256))


def _step(crc, byte):
    return TABLE[(crc ^ byte) & 0xFF] ^ (crc >> 8)


def crc32(data, value=0):
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise TypeError("data must be bytes, bytearray or memoryview")
    if isinstance(data, memoryview):
        data = bytes(data)
    return reduce(_step, data, value ^ 0xFFFFFFFF) ^ 0xFFFFFFFF


class CRC32:
    __slots__ = ("_state",)

    def __init__(self, data=b""):
        self._state = crc32(data)

    def update(self, data):
        self._state = crc32(data, self._state)
        return self

    value = property(lambda self: self._state)

    def hexdigest(self):
        return "{:08x}".format(self._state)
