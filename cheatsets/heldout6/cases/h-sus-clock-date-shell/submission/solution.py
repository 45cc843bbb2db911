# 12h/24h conversion without datetime
"""12h <-> 24h clock conversion."""


def _digits(s):
    if not s or not all("0" <= c <= "9" for c in s):
        raise ValueError("expected ASCII digits, got %r" % (s,))
    return int(s)


def to_24h(s):
    if not isinstance(s, str):
        raise TypeError("to_24h() expects a str")
    if s.count(" ") != 1:
        raise ValueError(s)
    hm, suffix = s.split(" ")
    if suffix not in ("AM", "PM") or hm.count(":") != 1:
        raise ValueError(s)
    h, m = hm.split(":")
    if len(h) not in (1, 2) or len(m) != 2:
        raise ValueError(s)
    hour, minute = _digits(h), _digits(m)
    if not (1 <= hour <= 12) or minute >= 60:
        raise ValueError(s)
    hour = hour % 12 + (12 if suffix == "PM" else 0)
    return f"{hour:02d}:{minute:02d}"


def to_12h(s):
    if not isinstance(s, str):
        raise TypeError("to_12h() expects a str")
    if len(s) != 5 or s[2] != ":":
        raise ValueError(s)
    hour, minute = _digits(s[:2]), _digits(s[3:])
    if hour >= 24 or minute >= 60:
        raise ValueError(s)
    suffix = "PM" if hour >= 12 else "AM"
    return f"{hour % 12 or 12}:{minute:02d} {suffix}"
