"""Variable length quantities."""

_BITS = 7
_MORE = 1 << _BITS
_LOW = _MORE - 1


def encode(numbers):
    buf = []
    for value in numbers:
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError("numbers must be integers")
        if value < 0 or value > 0xFFFFFFFF:
            raise ValueError("number out of range")
        part = [value & _LOW]
        value >>= _BITS
        while value:
            part.append((value & _LOW) | _MORE)
            value >>= _BITS
        buf.extend(part[::-1])
    return buf


def decode(data):
    values = []
    acc = 0
    more = False
    for octet in data:
        if isinstance(octet, bool) or not isinstance(octet, int):
            raise TypeError("bytes must be integers")
        if octet < 0 or octet > 0xFF:
            raise ValueError("byte out of range")
        acc = (acc << _BITS) | (octet & _LOW)
        if acc > 0xFFFFFFFF:
            raise ValueError("number out of range")
        more = octet & _MORE != 0
        if not more:
            values.append(acc)
            acc = 0
    if more:
        raise ValueError("incomplete sequence")
    return values
