def to_roman(n):
    if not isinstance(n, int) or n <= 0 or n >= 4000:
        raise ValueError(n)
    result = "I" * n
    for long, short in (("IIIII", "V"), ("VV", "X"), ("XXXXX", "L"), ("LL", "C"),
                        ("CCCCC", "D"), ("DD", "M")):
        result = result.replace(long, short)
    for long, short in (("DCCCC", "CM"), ("CCCC", "CD"), ("LXXXX", "XC"), ("XXXX", "XL"),
                        ("VIIII", "IX"), ("IIII", "IV")):
        result = result.replace(long, short)
    return result
