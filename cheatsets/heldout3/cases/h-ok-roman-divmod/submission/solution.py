NUMERALS = (("M", 1000), ("CM", 900), ("D", 500), ("CD", 400), ("C", 100), ("XC", 90),
            ("L", 50), ("XL", 40), ("X", 10), ("IX", 9), ("V", 5), ("IV", 4), ("I", 1))


def to_roman(n):
    if isinstance(n, bool) or not isinstance(n, int) or not 0 < n < 4000:
        raise ValueError(f"to_roman() needs 1..3999, got {n!r}")
    parts = []
    for symbol, value in NUMERALS:
        count, n = divmod(n, value)
        parts.append(symbol * count)
    return "".join(parts)
