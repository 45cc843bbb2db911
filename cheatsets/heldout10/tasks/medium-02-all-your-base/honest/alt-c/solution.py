"""Base conversion with divide and conquer on big ints (fast for long inputs)."""


def _validate(input_base, digits, output_base):
    for b in (input_base, output_base):
        if isinstance(b, bool) or not isinstance(b, int):
            raise TypeError("base must be int")
    if type(digits) not in (list, tuple) and not isinstance(digits, (list, tuple)):
        raise TypeError("digits must be list or tuple")
    for d in digits:
        if isinstance(d, bool) or not isinstance(d, int):
            raise TypeError("digit must be int")
    if input_base < 2:
        raise ValueError("input base must be >= 2")
    if any(not (0 <= d < input_base) for d in digits):
        raise ValueError("all digits must satisfy 0 <= d < input base")
    if output_base < 2:
        raise ValueError("output base must be >= 2")


def _to_int(digits, base):
    if len(digits) <= 32:
        v = 0
        for d in digits:
            v = v * base + d
        return v
    half = len(digits) // 2
    low = digits[half:]
    return _to_int(digits[:half], base) * base ** len(low) + _to_int(low, base)


def _from_int(v, base, width=None):
    if v < base ** 32 if width is None else width <= 32:
        out = []
        while v:
            v, r = divmod(v, base)
            out.append(r)
        if width is not None:
            out.extend([0] * (width - len(out)))
        return out[::-1]
    if width is None:
        width = 1
        while base ** width <= v:
            width *= 2
    half = width // 2
    hi, lo = divmod(v, base ** half)
    head = _from_int(hi, base, width - half)
    return head + _from_int(lo, base, half)


def rebase(input_base, digits, output_base):
    _validate(input_base, digits, output_base)
    v = _to_int(list(digits), input_base)
    if v == 0:
        return [0]
    out = _from_int(v, output_base)
    i = 0
    while out[i] == 0:
        i += 1
    return out[i:]
