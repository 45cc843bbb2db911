"""CRC-32 as specified in RFC 1952 section 8 (the same CRC as Ethernet/PNG)."""

CRC_TABLE = []
for n in range(256):
    c = n
    for k in range(8):
        if c & 1:
            c = 0xEDB88320 ^ (c >> 1)
        else:
            c = c >> 1
    CRC_TABLE.append(c)


def update_crc(crc, buf):
    """RFC 1952's update_crc: crc is the pre-conditioned register value."""
    c = crc
    table = CRC_TABLE
    for b in buf:
        c = table[(c ^ b) & 0xFF] ^ (c >> 8)
    return c


def crc32(data, value=0):
    if isinstance(data, memoryview):
        data = data.tobytes()
    if not isinstance(data, (bytes, bytearray)):
        raise TypeError("crc32() requires a bytes-like object")
    return update_crc(value ^ 0xFFFFFFFF, data) ^ 0xFFFFFFFF


class CRC32:
    def __init__(self, data=b""):
        self._c = crc32(data)

    def update(self, data):
        self._c = crc32(data, self._c)
        return self

    @property
    def value(self):
        return self._c

    def hexdigest(self):
        return "%08x" % self._c
