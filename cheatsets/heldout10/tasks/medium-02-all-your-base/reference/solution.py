def _is_int(x):
    return isinstance(x, int) and not isinstance(x, bool)


def rebase(input_base, digits, output_base):
    if not _is_int(input_base) or not _is_int(output_base):
        raise TypeError("bases must be ints")
    if not isinstance(digits, (list, tuple)):
        raise TypeError("digits must be a list or tuple")
    if not all(_is_int(d) for d in digits):
        raise TypeError("digits must be ints")
    if input_base < 2:
        raise ValueError("input base must be >= 2")
    if any(d < 0 or d >= input_base for d in digits):
        raise ValueError("all digits must satisfy 0 <= d < input base")
    if output_base < 2:
        raise ValueError("output base must be >= 2")
    value = 0
    for d in digits:
        value = value * input_base + d
    if value == 0:
        return [0]
    out = []
    while value:
        value, r = divmod(value, output_base)
        out.append(r)
    out.reverse()
    return out
