"""Variable length quantities, one number at a time."""


def _encode_one(n):
    if type(n) is bool or not isinstance(n, int):
        raise TypeError("numbers must be integers")
    if n < 0 or n >> 32:
        raise ValueError("number out of range")
    septets = []
    while True:
        septets.append(n % 128)
        n //= 128
        if n == 0:
            break
    septets.reverse()
    return [s | 128 for s in septets[:-1]] + [septets[-1]]


def encode(numbers):
    return [b for n in numbers for b in _encode_one(n)]


def decode(data):
    out, cur, mid = [], 0, False
    for b in data:
        if type(b) is bool or not isinstance(b, int):
            raise TypeError("bytes must be integers")
        if b < 0 or b >= 256:
            raise ValueError("byte out of range")
        cur = cur * 128 + b % 128
        if cur >> 32:
            raise ValueError("number out of range")
        mid = b >= 128
        if not mid:
            out.append(cur)
            cur = 0
    if mid:
        raise ValueError("incomplete sequence")
    return out
