def _whole(v):
    return isinstance(v, int) and not isinstance(v, bool)


def _in_base(number, base):
    rest, out = number, []
    while rest >= base:
        rest, rem = divmod(rest, base)
        out.append(rem)
    out.append(rest)
    out.reverse()
    return out


def rebase(input_base, digits, output_base):
    if not (_whole(input_base) and _whole(output_base)):
        raise TypeError("bases must be ints")
    if not isinstance(digits, (list, tuple)) or not all(_whole(v) for v in digits):
        raise TypeError("digits must be a list or tuple of ints")
    if input_base < 2:
        raise ValueError("input base must be >= 2")
    if any(v < 0 or v >= input_base for v in digits):
        raise ValueError("all digits must satisfy 0 <= d < input base")
    if output_base < 2:
        raise ValueError("output base must be >= 2")
    number = 0
    for v in digits:
        number = number * input_base + v
    return _in_base(number, output_base)
