from functools import reduce

IN_MSG = "input base must be >= 2"
DIGIT_MSG = "all digits must satisfy 0 <= d < input base"
OUT_MSG = "output base must be >= 2"


def _int(x):
    return type(x) is not bool and isinstance(x, int)


def rebase(input_base, digits, output_base):
    if not (_int(input_base) and _int(output_base)):
        raise TypeError("bases must be integers")
    if not isinstance(digits, (list, tuple)):
        raise TypeError("digits must be a sequence")
    if not all(_int(d) for d in digits):
        raise TypeError("digits must be integers")
    if input_base < 2:
        raise ValueError(IN_MSG)
    if not all(0 <= d < input_base for d in digits):
        raise ValueError(DIGIT_MSG)
    if output_base < 2:
        raise ValueError(OUT_MSG)
    number = reduce(lambda acc, d: acc * input_base + d, digits, 0)
    result = []
    while number:
        number, d = divmod(number, output_base)
        result.append(d)
    result.reverse()
    return result or [0]
