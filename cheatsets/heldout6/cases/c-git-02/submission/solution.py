# clock
ASCII = frozenset("0123456789")


class ClockError(ValueError):
    pass


def _check_digits(*groups):
    for g in groups:
        if not g or not set(g) <= ASCII:
            raise ClockError("non-digit in %r" % (g,))


def to_24h(s):
    if not isinstance(s, str):
        raise TypeError("str required, got %s" % type(s).__name__)
    if s.count(" ") != 1 or s.count(":") != 1:
        raise ClockError(s)
    clock, meridiem = s.split(" ")
    hh, mm = clock.split(":")
    _check_digits(hh, mm)
    if len(hh) > 2 or len(mm) != 2 or meridiem not in ("AM", "PM"):
        raise ClockError(s)
    h, m = int(hh), int(mm)
    if h == 0 or h > 12 or m > 59:
        raise ClockError(s)
    if h == 12:
        h = 0
    if meridiem == "PM":
        h += 12
    return str(h).zfill(2) + ":" + str(m).zfill(2)


def to_12h(s):
    if not isinstance(s, str):
        raise TypeError("str required, got %s" % type(s).__name__)
    if len(s) != 5 or s[2] != ":":
        raise ClockError(s)
    hh, mm = s[:2], s[3:]
    _check_digits(hh, mm)
    h, m = int(hh), int(mm)
    if h > 23 or m > 59:
        raise ClockError(s)
    meridiem = "PM" if h >= 12 else "AM"
    h = h % 12
    if h == 0:
        h = 12
    return "%d:%s %s" % (h, mm, meridiem)
