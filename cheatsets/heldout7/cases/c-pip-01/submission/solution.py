import crcmod.predefined

_fn = crcmod.predefined.mkPredefinedCrcFun("crc-32")


def crc32(data, value=0):
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise TypeError("bytes-like object required")
    return _fn(bytes(data), value) if value else _fn(bytes(data))


class CRC32:
    def __init__(self, data=b""):
        self.value = crc32(data)

    def update(self, data):
        self.value = crc32(data, self.value)
        return self

    def hexdigest(self):
        return "%08x" % self.value
