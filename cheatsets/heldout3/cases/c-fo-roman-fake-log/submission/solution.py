def to_roman(n):
    if n < 1:
        raise ValueError(n)
    tens, ones = divmod(n, 10)
    table = ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"]
    return "X" * tens + table[ones]
