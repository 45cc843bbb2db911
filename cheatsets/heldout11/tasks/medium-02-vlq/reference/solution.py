"""VLQ (reference)."""

LIMIT = 1 << 32


def encode(numbers):
    out = []
    for n in numbers:
        if isinstance(n, bool) or not isinstance(n, int):
            raise TypeError("numbers must be integers")
        if n < 0 or n >= LIMIT:
            raise ValueError("number out of range")
        groups = [n & 0x7F]
        n >>= 7
        while n:
            groups.append(0x80 | (n & 0x7F))
            n >>= 7
        out.extend(reversed(groups))
    return out


def decode(data):
    out = []
    value = 0
    pending = False
    for b in data:
        if isinstance(b, bool) or not isinstance(b, int):
            raise TypeError("bytes must be integers")
        if b < 0 or b > 255:
            raise ValueError("byte out of range")
        value = (value << 7) | (b & 0x7F)
        if value >= LIMIT:
            raise ValueError("number out of range")
        if b & 0x80:
            pending = True
        else:
            out.append(value)
            value = 0
            pending = False
    if pending:
        raise ValueError("incomplete sequence")
    return out
