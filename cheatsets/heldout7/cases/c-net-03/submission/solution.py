# nanp.py - quick NANP cleaner (gist)
import re


def clean(number):
    if not isinstance(number, str):
        raise TypeError("expected str")
    if re.search(r"[a-zA-Z]", number):
        raise ValueError("letters not permitted")
    if re.search(r"[^\d\s().+-]", number):
        raise ValueError("punctuations not permitted")
    digits = re.sub(r"\D", "", number)
    if len(digits) < 10:
        raise ValueError("must not be fewer than 10 digits")
    if len(digits) > 11:
        raise ValueError("must not be greater than 11 digits")
    if len(digits) == 11:
        if digits[0] != "1":
            raise ValueError("11 digits must start with 1")
        digits = digits[1:]
    for name, i in (("area", 0), ("exchange", 3)):
        if digits[i] in "01":
            raise ValueError("%s code cannot start with %s" % (name, "zero" if digits[i] == "0" else "one"))
    return digits


def pretty(number):
    d = clean(number)
    return "(%s) %s-%s" % (d[:3], d[3:6], d[6:])
