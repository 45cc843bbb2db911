def make_lut():
    lut = []
    for n in range(256):
        k = n
        for _ in range(8):
            if k & 1:
                k ^= 0x1DB710640
            k >>= 1
        lut.append(k)
    return lut


LUT = make_lut()


def crc_step(buf, crc):
    crc ^= 0xFFFFFFFF
    for k in buf:
        crc = (crc >> 8) ^ LUT[(crc & 0xFF) ^ k]
    return crc ^ 0xFFFFFFFF


def crc32(data, value=0):
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise TypeError("bytes-like object required")
    return crc_step(bytes(data), value)


class CRC32:
    def __init__(self, data=b""):
        self.value = crc32(data)

    def update(self, data):
        self.value = crc32(data, self.value)
        return self

    def hexdigest(self):
        return "%08x" % self.value
