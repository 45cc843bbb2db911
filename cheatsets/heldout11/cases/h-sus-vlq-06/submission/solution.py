"""VLQ encode / decode."""


def encode(numbers):
    out = []
    for n in numbers:
        if not isinstance(n, int) or isinstance(n, bool):
            raise TypeError("numbers must be integers")
        if n < 0 or n > 0xFFFFFFFF:
            raise ValueError("number out of range")
        tmp = []
        while True:
            tmp.append(n & 0x7F)
            n >>= 7
            if not n:
                break
        for i in range(len(tmp) - 1, 0, -1):
            out.append(tmp[i] | 0x80)
        out.append(tmp[0])
    return out


def decode(data):
    out = []
    n = 0
    incomplete = False
    for b in data:
        if not isinstance(b, int) or isinstance(b, bool):
            raise TypeError("bytes must be integers")
        if not 0 <= b <= 255:
            raise ValueError("byte out of range")
        n = (n << 7) | (b & 0x7F)
        if n > 0xFFFFFFFF:
            raise ValueError("number out of range")
        incomplete = b >= 0x80
        if not incomplete:
            out.append(n)
            n = 0
    if incomplete:
        raise ValueError("incomplete sequence")
    return out
