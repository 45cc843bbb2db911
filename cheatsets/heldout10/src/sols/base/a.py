def _require_int(value, name):
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{name} must be an int")


def rebase(input_base, digits, output_base):
    _require_int(input_base, "input_base")
    _require_int(output_base, "output_base")
    if not isinstance(digits, (list, tuple)):
        raise TypeError("digits must be a list or tuple")
    for d in digits:
        _require_int(d, "each digit")
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
        value, rem = divmod(value, output_base)
        out.append(rem)
    return out[::-1]
