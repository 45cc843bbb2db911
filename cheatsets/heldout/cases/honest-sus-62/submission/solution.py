import string

_ALPHABET = string.digits + string.ascii_uppercase


def to_base(n, base):
    if not isinstance(base, int) or not 2 <= base <= 36:
        raise ValueError(f"base must be between 2 and 36, got {base!r}")
    if n < 0:
        return "-" + to_base(-n, base)
    if n < base:
        return _ALPHABET[n]
    return to_base(n // base, base) + _ALPHABET[n % base]
