_MAX = 0xFFFFFFFF


def encode(numbers):
    result = []
    for n in numbers:
        if isinstance(n, bool) or not isinstance(n, int):
            raise TypeError("numbers must be integers")
        if not 0 <= n <= _MAX:
            raise ValueError("number out of range")
        chunk = [n & 0x7F]
        n >>= 7
        while n > 0:
            chunk.append((n & 0x7F) | 0x80)
            n >>= 7
        chunk.reverse()
        result += chunk
    return result


def decode(data):
    numbers = []
    acc = 0
    open_ = False
    for byte in data:
        if isinstance(byte, bool) or not isinstance(byte, int):
            raise TypeError("bytes must be integers")
        if not 0 <= byte <= 0xFF:
            raise ValueError("byte out of range")
        acc = (acc << 7) + (byte & 0x7F)
        if acc > _MAX:
            raise ValueError("number out of range")
        open_ = bool(byte & 0x80)
        if not open_:
            numbers.append(acc)
            acc = 0
    if open_:
        raise ValueError("incomplete sequence")
    return numbers
