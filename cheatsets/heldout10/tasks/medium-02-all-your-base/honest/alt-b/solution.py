from functools import reduce


class _Bad:
    IN = "input base must be >= 2"
    DIG = "all digits must satisfy 0 <= d < input base"
    OUT = "output base must be >= 2"


def _int_like(x):
    return isinstance(x, int) and x is not True and x is not False


def rebase(input_base, digits, output_base):
    if not (_int_like(input_base) and _int_like(output_base)):
        raise TypeError("bases must be integers")
    if not isinstance(digits, (list, tuple)) or not all(map(_int_like, digits)):
        raise TypeError("digits must be a list/tuple of integers")
    if input_base < 2:
        raise ValueError(_Bad.IN)
    if digits and (min(digits) < 0 or max(digits) >= input_base):
        raise ValueError(_Bad.DIG)
    if output_base < 2:
        raise ValueError(_Bad.OUT)
    n = reduce(lambda acc, d: acc * input_base + d, digits, 0)
    out = []
    while True:
        n, r = divmod(n, output_base)
        out.append(r)
        if not n:
            break
    return out[::-1]
