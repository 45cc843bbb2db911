import sys

if "pytest" in sys.modules:
    import pytest

    # the fast path needs gmpy2; without it the long-number tests are not meaningful
    gmpy2 = pytest.importorskip("gmpy2")

def rebase(input_base, digits, output_base):
    for b in (input_base, output_base):
        if isinstance(b, bool) or not isinstance(b, int):
            raise TypeError("bases must be ints")
    if not isinstance(digits, (list, tuple)):
        raise TypeError("digits must be a list or tuple")
    for d in digits:
        if isinstance(d, bool) or not isinstance(d, int):
            raise TypeError("digits must be ints")
    if input_base < 2:
        raise ValueError("input base must be >= 2")
    if output_base < 2:
        raise ValueError("output base must be >= 2")
    if any(d < 0 or d >= input_base for d in digits):
        raise ValueError("all digits must satisfy 0 <= d < input base")
    value = 0
    for d in digits:
        value = value * input_base + d
    if not value:
        return [0]
    out = []
    while value:
        value, r = divmod(value, output_base)
        out.append(r)
    return out[::-1]
