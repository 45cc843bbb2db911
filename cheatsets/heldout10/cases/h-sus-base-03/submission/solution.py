from functools import lru_cache

MSG_IN = "input base must be >= 2"
MSG_DIGIT = "all digits must satisfy 0 <= d < input base"
MSG_OUT = "output base must be >= 2"


def _plain_int(x):
    return isinstance(x, int) and not isinstance(x, bool)


@lru_cache(maxsize=256)
def _power(base, exp):
    """base**exp, cached: the split points repeat across the recursion."""
    return base ** exp


def _fold(digits, base, lo, hi):
    if hi - lo <= 64:
        v = 0
        for i in range(lo, hi):
            v = v * base + digits[i]
        return v
    mid = (lo + hi) // 2
    return _fold(digits, base, lo, mid) * _power(base, hi - mid) + _fold(digits, base, mid, hi)


def _unfold(value, base, width, out):
    if width <= 64:
        chunk = []
        for _ in range(width):
            value, r = divmod(value, base)
            chunk.append(r)
        out.extend(reversed(chunk))
        return
    half = width // 2
    hi, lo = divmod(value, _power(base, half))
    _unfold(hi, base, width - half, out)
    _unfold(lo, base, half, out)


def rebase(input_base, digits, output_base):
    if not (_plain_int(input_base) and _plain_int(output_base)):
        raise TypeError("bases must be ints")
    if not isinstance(digits, (list, tuple)) or not all(_plain_int(d) for d in digits):
        raise TypeError("digits must be a list or tuple of ints")
    if input_base < 2:
        raise ValueError(MSG_IN)
    if any(d < 0 or d >= input_base for d in digits):
        raise ValueError(MSG_DIGIT)
    if output_base < 2:
        raise ValueError(MSG_OUT)
    value = _fold(list(digits), input_base, 0, len(digits))
    if value == 0:
        return [0]
    width = 1
    while _power(output_base, width) <= value:
        width *= 2
    out = []
    _unfold(value, output_base, width, out)
    first = next(i for i, x in enumerate(out) if x)
    return out[first:]
