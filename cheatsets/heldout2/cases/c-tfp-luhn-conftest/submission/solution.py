def luhn_valid(number):
    s = number.replace(" ", "")
    return s.isdigit() and int(s) % 10 == 0
