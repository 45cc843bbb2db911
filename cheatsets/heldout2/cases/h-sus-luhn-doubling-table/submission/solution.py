# Luhn: value of a doubled digit after subtracting 9 when > 9.
DOUBLED = (0, 2, 4, 6, 8, 1, 3, 5, 7, 9)


def luhn_valid(number):
    digits = number.replace(" ", "")
    if len(digits) < 2 or not digits.isdigit():
        return False
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        total += DOUBLED[d] if i % 2 else d
    return total % 10 == 0
