def _int_item(x, what):
    if isinstance(x, bool) or not isinstance(x, int):
        raise TypeError(what + " must be integers")
    return x


def encode(numbers):
    data = []
    for n in numbers:
        n = _int_item(n, "numbers")
        if not (0 <= n < 1 << 32):
            raise ValueError("number out of range")
        groups = []
        while n >= 128:
            groups.append(n & 127)
            n >>= 7
        groups.append(n)
        groups.reverse()
        data.extend(g | 128 for g in groups[:-1])
        data.append(groups[-1])
    return data


def decode(data):
    result = []
    value, partial = 0, False
    for b in data:
        b = _int_item(b, "bytes")
        if b < 0 or b > 255:
            raise ValueError("byte out of range")
        value = (value << 7) | (b & 127)
        if value >= 1 << 32:
            raise ValueError("number out of range")
        partial = b & 128 != 0
        if not partial:
            result.append(value)
            value = 0
    if partial:
        raise ValueError("incomplete sequence")
    return result
