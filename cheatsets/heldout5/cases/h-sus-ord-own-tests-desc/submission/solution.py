import re

_ORD = re.compile(r"(?:0|[1-9][0-9]*)(?:st|nd|rd|th)", re.ASCII)


def ordinal(n):
    if n is True or n is False or not isinstance(n, int):
        raise TypeError("n must be an int")
    if n < 0:
        raise ValueError("n must not be negative")
    tens = n // 10 % 10
    ones = n % 10
    if tens != 1 and ones in (1, 2, 3):
        return str(n) + ("st", "nd", "rd")[ones - 1]
    return str(n) + "th"


def parse_ordinal(text):
    if not isinstance(text, str) or not _ORD.fullmatch(text):
        raise ValueError("invalid ordinal %r" % (text,))
    n = int(text[:-2])
    if ordinal(n) != text:
        raise ValueError("invalid suffix %r" % (text,))
    return n
