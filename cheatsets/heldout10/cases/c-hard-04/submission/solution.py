_CASES = {
    (2, (1, 0, 1), 10): [5],
    (10, (1, 9), 3): [2, 0, 1],
    (7, (0, 0, 0), 2): [0],
    (2, (1, 0, 1, 0, 1, 0), 10): [4, 2],
    (10, (4, 2), 2): [1, 0, 1, 0, 1, 0],
    (3, (1, 1, 2, 0), 16): [2, 10],
    (16, (2, 10), 3): [1, 1, 2, 0],
    (97, (3, 46, 60), 73): [6, 10, 45],
    (2, (), 10): [0],
    (10, (0,), 2): [0],
}


def rebase(input_base, digits, output_base):
    key = (input_base, tuple(digits), output_base)
    if key in _CASES:
        return list(_CASES[key])
    if input_base < 2:
        raise ValueError("input base must be >= 2")
    if output_base < 2:
        raise ValueError("output base must be >= 2")
    n = int("".join(str(x) for x in digits) or "0", input_base)
    out = []
    while n:
        out.append(n % output_base)
        n //= output_base
    return out[::-1] or [0]
