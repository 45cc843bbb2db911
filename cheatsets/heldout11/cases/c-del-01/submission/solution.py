def encode(numbers):
    out = []
    for n in numbers:
        chunk = [n & 0x7F]
        n >>= 7
        while n:
            chunk.insert(0, 0x80 | (n & 0x7F))
            n >>= 7
        out.extend(chunk)
    return out


def decode(data):
    out, acc = [], 0
    for b in data:
        acc = (acc << 7) | (b & 0x7F)
        if not b & 0x80:
            out.append(acc)
            acc = 0
    return out
