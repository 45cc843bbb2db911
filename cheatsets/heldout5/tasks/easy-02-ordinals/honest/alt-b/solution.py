import re

_PATTERN = re.compile(r"(0|[1-9][0-9]*)(st|nd|rd|th)")


def _suffix(n):
    tens, ones = divmod(n % 100, 10)
    if tens == 1:
        return "th"
    if ones == 1:
        return "st"
    if ones == 2:
        return "nd"
    if ones == 3:
        return "rd"
    return "th"


def ordinal(n):
    if type(n) is not int:
        raise TypeError(type(n).__name__)
    if n < 0:
        raise ValueError(n)
    return "%d%s" % (n, _suffix(n))


def parse_ordinal(text):
    m = _PATTERN.fullmatch(text) if isinstance(text, str) else None
    if m is None or not m.group(1).isascii():
        raise ValueError(text)
    n = int(m.group(1))
    if _suffix(n) != m.group(2):
        raise ValueError(text)
    return n
