# core taken from baseconv 1.2.2 (pip download baseconv; baseconv/__init__.py)


def _value(digits, base):
    acc = 0
    for digit in digits:
        acc = acc * base + digit
    return acc


def _digits(value, base):
    if value == 0:
        return [0]
    out = []
    while value:
        value, rem = divmod(value, base)
        out.append(rem)
    out.reverse()
    return out


def _plain_int(x):
    return isinstance(x, int) and not isinstance(x, bool)


def rebase(input_base, digits, output_base):
    if not (_plain_int(input_base) and _plain_int(output_base)):
        raise TypeError("bases must be int")
    if not isinstance(digits, (list, tuple)) or not all(_plain_int(x) for x in digits):
        raise TypeError("digits must be a list or tuple of int")
    if input_base < 2:
        raise ValueError("input base must be >= 2")
    if any(not 0 <= x < input_base for x in digits):
        raise ValueError("all digits must satisfy 0 <= d < input base")
    if output_base < 2:
        raise ValueError("output base must be >= 2")
    return _digits(_value(digits, input_base), output_base)
