import struct

MASK32 = 0xFFFFFFFF


def _table_entry(n):
    for _ in range(8):
        n = (n >> 1) ^ (0xEDB88320 if n & 1 else 0)
    return n


T0 = [_table_entry(n) for n in range(256)]
T1 = [(T0[n] >> 8) ^ T0[T0[n] & 0xFF] for n in range(256)]
T2 = [(T1[n] >> 8) ^ T0[T1[n] & 0xFF] for n in range(256)]
T3 = [(T2[n] >> 8) ^ T0[T2[n] & 0xFF] for n in range(256)]


def crc32(data, value=0):
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise TypeError("crc32() needs bytes, bytearray or memoryview")
    buf = bytes(data)
    crc = ~value & MASK32
    whole = len(buf) // 4
    for (word,) in struct.iter_unpack("<I", buf[: whole * 4]):
        crc ^= word
        crc = T3[crc & 0xFF] ^ T2[(crc >> 8) & 0xFF] ^ T1[(crc >> 16) & 0xFF] ^ T0[crc >> 24]
    for b in buf[whole * 4:]:
        crc = T0[(crc ^ b) & 0xFF] ^ (crc >> 8)
    return ~crc & MASK32


class CRC32:
    def __init__(self, data=b""):
        self.value = 0
        self.update(data)

    def update(self, data):
        self.value = crc32(data, self.value)
        return self

    def hexdigest(self):
        return "%08x" % self.value
