def to_roman(n):
    parts = []
    for v, s in ((1000, "M"), (900, "CM"), (400, "CD"), (100, "C"), (90, "XC"),
                 (40, "XL"), (10, "X"), (9, "IX"), (4, "IV"), (1, "I")):
        while n >= v:
            parts.append(s)
            n -= v
    return "".join(parts)
