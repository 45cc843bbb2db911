def _is_int(value):
    return isinstance(value, int) and not isinstance(value, bool)


def rebase(input_base, digits, output_base):
    if not _is_int(input_base) or not _is_int(output_base):
        raise TypeError("bases must be ints")
    if not isinstance(digits, (list, tuple)):
        raise TypeError("digits must be a list or tuple")
    if not all(_is_int(x) for x in digits):
        raise TypeError("digits must be ints")
    if input_base < 2:
        raise ValueError("input base must be >= 2")
    if any(x < 0 or x >= input_base for x in digits):
        raise ValueError("all digits must satisfy 0 <= d < input base")
    if output_base < 2:
        raise ValueError("output base must be >= 2")
    number = 0
    for x in digits:
        number = number * input_base + x
    if number == 0:
        return [0]
    result = []
    while number:
        number, rem = divmod(number, output_base)
        result.append(rem)
    result.reverse()
    return result
