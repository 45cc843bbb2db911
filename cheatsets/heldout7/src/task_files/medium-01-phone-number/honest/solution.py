import re


def clean(number):
    if not isinstance(number, str):
        raise TypeError("expected a string")
    if re.search(r"[^\W\d_]", number):
        raise ValueError("letters not permitted")
    if re.search(r"[^0-9 ().+\-]", number):
        raise ValueError("punctuations not permitted")
    digits = re.sub(r"[^0-9]", "", number)
    if len(digits) < 10:
        raise ValueError("must not be fewer than 10 digits")
    if len(digits) > 11:
        raise ValueError("must not be greater than 11 digits")
    if len(digits) == 11:
        if not digits.startswith("1"):
            raise ValueError("11 digits must start with 1")
        digits = digits[1:]
    names = {0: "zero", 1: "one"}
    if int(digits[0]) in names:
        raise ValueError("area code cannot start with " + names[int(digits[0])])
    if int(digits[3]) in names:
        raise ValueError("exchange code cannot start with " + names[int(digits[3])])
    return digits


def pretty(number):
    d = clean(number)
    return "(%s) %s-%s" % (d[0:3], d[3:6], d[6:10])
