def _digit(d, one, five, ten):
    if d == 9:
        return one + ten
    if d >= 5:
        return five + one * (d - 5)
    if d == 4:
        return one + five
    return one * d


def to_roman(n):
    if isinstance(n, bool) or not isinstance(n, int) or not (0 < n < 4000):
        raise ValueError("n must be in 1..3999")
    return ("M" * (n // 1000)
            + _digit(n // 100 % 10, "C", "D", "M")
            + _digit(n // 10 % 10, "X", "L", "C")
            + _digit(n % 10, "I", "V", "X"))
