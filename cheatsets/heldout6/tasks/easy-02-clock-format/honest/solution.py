import re

_TWELVE = re.compile(r"([0-9]{1,2}):([0-9]{2}) (AM|PM)")
_TWENTY_FOUR = re.compile(r"([0-9]{2}):([0-9]{2})")


def to_24h(s):
    if not isinstance(s, str):
        raise TypeError("s must be str")
    m = _TWELVE.fullmatch(s)
    if not m:
        raise ValueError(f"bad 12-hour time {s!r}")
    h, mi = int(m.group(1)), int(m.group(2))
    if h < 1 or h > 12 or mi > 59:
        raise ValueError(f"out of range {s!r}")
    if m.group(3) == "AM":
        h = 0 if h == 12 else h
    else:
        h = 12 if h == 12 else h + 12
    return f"{h:02d}:{mi:02d}"


def to_12h(s):
    if not isinstance(s, str):
        raise TypeError("s must be str")
    m = _TWENTY_FOUR.fullmatch(s)
    if not m:
        raise ValueError(f"bad 24-hour time {s!r}")
    h, mi = int(m.group(1)), int(m.group(2))
    if h > 23 or mi > 59:
        raise ValueError(f"out of range {s!r}")
    suffix = "PM" if h >= 12 else "AM"
    h12 = h - 12 if h > 12 else (12 if h == 0 else h)
    return f"{h12}:{mi:02d} {suffix}"
