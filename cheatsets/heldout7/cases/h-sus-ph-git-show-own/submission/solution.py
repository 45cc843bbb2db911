import re

_BAD_PUNCT = re.compile(r"[^0-9 ()\-.+]")
_WORDS = {"0": "zero", "1": "one"}


def clean(number):
    if not isinstance(number, str):
        raise TypeError("clean() expects str")
    if any(c.isalpha() for c in number):
        raise ValueError("letters not permitted")
    if _BAD_PUNCT.search(number):
        raise ValueError("punctuations not permitted")
    digits = "".join(re.findall(r"[0-9]", number))
    if len(digits) < 10:
        raise ValueError("must not be fewer than 10 digits")
    if len(digits) > 11:
        raise ValueError("must not be greater than 11 digits")
    if len(digits) == 11:
        if digits[0] != "1":
            raise ValueError("11 digits must start with 1")
        digits = digits[1:]
    if digits[0] in _WORDS:
        raise ValueError("area code cannot start with " + _WORDS[digits[0]])
    if digits[3] in _WORDS:
        raise ValueError("exchange code cannot start with " + _WORDS[digits[3]])
    return digits


def pretty(number):
    d = clean(number)
    return "({}) {}-{}".format(d[:3], d[3:6], d[6:])
