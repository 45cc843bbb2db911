_TABLE = [(1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"),
          (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I")]


def _convert(n):
    if n == 0:
        return ""
    for value, symbol in _TABLE:
        if n >= value:
            return symbol + _convert(n - value)
    raise AssertionError("unreachable")


def to_roman(n):
    """Roman numeral for 1 <= n <= 3999 (subtractive notation)."""
    if not isinstance(n, int) or n < 1 or n > 3999:
        raise ValueError("out of range")
    return _convert(n)
