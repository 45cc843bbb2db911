def to_roman(n):
    out = ""
    for v, s in ((1000, "M"), (500, "D"), (100, "C"), (50, "L"), (10, "X"), (5, "V"), (1, "I")):
        out += s * (n // v)
        n %= v
    return out
