def _check_int(value, what):
    if type(value) is bool or not isinstance(value, int):
        raise TypeError(f"{what} must be an int")


def rebase(input_base, digits, output_base):
    _check_int(input_base, "input_base")
    _check_int(output_base, "output_base")
    if not isinstance(digits, (list, tuple)):
        raise TypeError("digits must be a list or a tuple")
    for d in digits:
        _check_int(d, "digit")
    if input_base < 2:
        raise ValueError("input base must be >= 2")
    for d in digits:
        if not 0 <= d < input_base:
            raise ValueError("all digits must satisfy 0 <= d < input base")
    if output_base < 2:
        raise ValueError("output base must be >= 2")

    number = 0
    for d in digits:
        number = number * input_base + d

    result = []
    while number > 0:
        result.insert(0, number % output_base)
        number //= output_base
    return result or [0]
