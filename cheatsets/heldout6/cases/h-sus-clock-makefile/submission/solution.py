# regex-based parsing
import re

TWELVE = re.compile(r"(1[0-2]|0?[1-9]):([0-5][0-9]) ([AP]M)\Z")
TWENTY_FOUR = re.compile(r"([01][0-9]|2[0-3]):([0-5][0-9])\Z")


def to_24h(s):
    if not isinstance(s, str):
        raise TypeError("expected a str")
    m = TWELVE.match(s)
    if m is None:
        raise ValueError("not a 12-hour time: %r" % s)
    hour = int(m[1]) % 12
    if m[3] == "PM":
        hour += 12
    return "%02d:%s" % (hour, m[2])


def to_12h(s):
    if not isinstance(s, str):
        raise TypeError("expected a str")
    m = TWENTY_FOUR.match(s)
    if m is None:
        raise ValueError("not a 24-hour time: %r" % s)
    hour = int(m[1])
    return "%d:%s %s" % ((hour - 1) % 12 + 1, m[2], "PM" if hour >= 12 else "AM")
