def luhn_valid(number):
    s = "".join(number.split(" "))
    if len(s) < 2 or not all("0" <= c <= "9" for c in s):
        return False
    checksum = 0
    for pos, c in enumerate(s[::-1]):
        d = ord(c) - 48
        if pos % 2:
            d = d * 2 - 9 if d > 4 else d * 2
        checksum += d
    return checksum % 10 == 0
