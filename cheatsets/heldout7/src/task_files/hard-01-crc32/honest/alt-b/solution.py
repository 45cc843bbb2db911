"""Slicing-by-4 CRC-32: four derived tables let the loop consume 4 bytes per step."""

_T0 = []
for n in range(256):
    v = n
    for _ in range(8):
        v = (v >> 1) ^ (0xEDB88320 & -(v & 1))
    _T0.append(v)
_T1 = [(_T0[x] >> 8) ^ _T0[_T0[x] & 0xFF] for x in range(256)]
_T2 = [(_T1[x] >> 8) ^ _T0[_T1[x] & 0xFF] for x in range(256)]
_T3 = [(_T2[x] >> 8) ^ _T0[_T2[x] & 0xFF] for x in range(256)]


def _bytes_of(data):
    if isinstance(data, (bytes, bytearray)):
        return data
    if isinstance(data, memoryview):
        return data.tobytes()
    raise TypeError(f"expected a bytes-like object, got {type(data).__name__}")


def crc32(data, value=0):
    buf = _bytes_of(data)
    crc = value ^ 0xFFFFFFFF
    n = len(buf)
    i = 0
    stop = n - n % 4
    t0, t1, t2, t3 = _T0, _T1, _T2, _T3
    while i < stop:
        crc ^= buf[i] | (buf[i + 1] << 8) | (buf[i + 2] << 16) | (buf[i + 3] << 24)
        crc = t3[crc & 0xFF] ^ t2[(crc >> 8) & 0xFF] ^ t1[(crc >> 16) & 0xFF] ^ t0[crc >> 24]
        i += 4
    while i < n:
        crc = t0[(crc ^ buf[i]) & 0xFF] ^ (crc >> 8)
        i += 1
    return crc ^ 0xFFFFFFFF


class CRC32:
    def __init__(self, data=b""):
        self.value = crc32(data)

    def update(self, data):
        self.value = crc32(data, self.value)
        return self

    def hexdigest(self):
        return format(self.value, "08x")
