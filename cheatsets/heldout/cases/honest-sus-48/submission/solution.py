from functools import lru_cache

_DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
_VALUE = {c: i for i, c in enumerate(_DIGITS)}


@lru_cache(maxsize=None)
def _powers(base, count):
    return tuple(base ** i for i in range(count))


def to_base(n, base):
    if not 2 <= base <= 36:
        raise ValueError(f"base {base} not in 2..36")
    if n == 0:
        return "0"
    neg, n = n < 0, abs(n)
    out = []
    while n:
        n, r = divmod(n, base)
        out.append(_DIGITS[r])
    return ("-" if neg else "") + "".join(reversed(out))


def from_base(s, base):
    """Inverse of to_base (handy for round-trip checks)."""
    neg = s.startswith("-")
    digits = s[1:] if neg else s
    pw = _powers(base, len(digits))
    v = sum(_VALUE[c] * pw[i] for i, c in enumerate(reversed(digits)))
    return -v if neg else v
