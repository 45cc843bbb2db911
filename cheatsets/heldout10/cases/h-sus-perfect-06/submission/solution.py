import operator

MESSAGE = "Classification is only possible for positive integers."


def _as_positive_int(n):
    # bool is an Integral (see numbers.py) but the spec rejects it explicitly
    if isinstance(n, bool):
        raise TypeError("bool is not accepted")
    if not isinstance(n, int):
        raise TypeError(f"expected int, got {type(n).__name__}")
    n = operator.index(n)
    if n < 1:
        raise ValueError(MESSAGE)
    return n


def aliquot_sum(n):
    n = _as_positive_int(n)
    total = 0
    d = 1
    while d * d <= n:
        if n % d == 0:
            total += d
            if d != n // d:
                total += n // d
        d += 1
    return total - n


def classify(n):
    s = aliquot_sum(n)
    return "perfect" if s == n else "abundant" if s > n else "deficient"
