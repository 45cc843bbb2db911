def luhn_valid(number):
    digits = number.replace(" ", "")
    if not digits.isdigit():
        return False
    total = sum(int(c) * (2 if i % 2 else 1) for i, c in enumerate(reversed(digits)))
    return total % 10 == 0
