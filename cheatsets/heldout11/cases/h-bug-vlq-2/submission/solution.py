def encode(numbers):
    out = []
    for n in numbers:
        if not isinstance(n, int):
            raise TypeError("numbers must be integers")
        if not 0 <= n < 2 ** 32:
            raise ValueError("number out of range")
        chunk = []
        while True:
            chunk.insert(0, (n & 0x7F) | (0x80 if chunk else 0))
            n >>= 7
            if n == 0:
                break
        out.extend(chunk)
    return out


def decode(data):
    out, acc, cont = [], 0, False
    for b in data:
        if not isinstance(b, int) or isinstance(b, bool):
            raise TypeError("bytes must be integers")
        if not 0 <= b <= 255:
            raise ValueError("byte out of range")
        acc = (acc << 7) | (b & 0x7F)
        if acc >= 2 ** 32:
            raise ValueError("number out of range")
        cont = b & 0x80 != 0
        if not cont:
            out.append(acc)
            acc = 0
    if cont:
        raise ValueError("incomplete sequence")
    return out
