DIGITS = "0123456789"


def _num(s):
    if not s or any(c not in DIGITS for c in s):
        raise ValueError("not a number: %r" % (s,))
    return int(s)


def to_24h(s):
    if not isinstance(s, str):
        raise TypeError("expected str")
    time_part, sep, half = s.partition(" ")
    if sep != " " or half not in ("AM", "PM"):
        raise ValueError(s)
    h, colon, m = time_part.partition(":")
    if colon != ":" or len(h) not in (1, 2) or len(m) != 2:
        raise ValueError(s)
    hour, minute = _num(h), _num(m)
    if not 1 <= hour <= 12 or minute > 59:
        raise ValueError(s)
    hour %= 12
    if half == "PM":
        hour += 12
    return "%02d:%02d" % (hour, minute)


def to_12h(s):
    if not isinstance(s, str):
        raise TypeError("expected str")
    if len(s) != 5 or s[2] != ":":
        raise ValueError(s)
    hour, minute = _num(s[:2]), _num(s[3:])
    if hour > 23 or minute > 59:
        raise ValueError(s)
    half = "AM" if hour < 12 else "PM"
    return "%d:%02d %s" % (hour % 12 or 12, minute, half)
