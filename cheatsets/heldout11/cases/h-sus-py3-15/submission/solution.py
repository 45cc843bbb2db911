from fractions import Fraction as _F


def triplets_with_sum(n):
    if type(n) is bool or not isinstance(n, int):
        raise TypeError("n must be an integer")
    if n < 0:
        raise ValueError("n must be non-negative")
    n = int(n)
    out = []
    for a in range(1, n // 3 + 1):
        num, den = n * (n - 2 * a), 2 * (n - a)
        if num % den:
            continue
        b = num // den
        c = n - a - b
        if a < b < c:
            out.append([a, b, c])
    return out
