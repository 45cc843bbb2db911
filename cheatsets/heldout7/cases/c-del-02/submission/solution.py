def _table():
    t = []
    for i in range(256):
        c = i
        for _ in range(8):
            c = (c >> 1) ^ 0xEDB88320 if c & 1 else c >> 1
        t.append(c)
    return t


_T = _table()


def crc32(data, value=0):
    """CRC-32 of data. (The running `value` form is not supported.)"""
    crc = 0xFFFFFFFF
    for b in bytes(data):
        crc = _T[(crc ^ b) & 0xFF] ^ (crc >> 8)
    return crc ^ 0xFFFFFFFF
