import re

DATE = re.compile(r"([0-9]{4})-(0[1-9]|1[0-2])-([0-9]{2})")
NAMES = ("Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday")


def _check(s):
    m = DATE.fullmatch(s) if isinstance(s, str) else None
    if not m:
        raise ValueError("expected YYYY-MM-DD, got %r" % (s,))
    y, mo, dd = int(m[1]), int(m[2]), int(m[3])
    leap = y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)
    mlen = 29 if (mo == 2 and leap) else (28 if mo == 2 else (30 if mo in (4, 6, 9, 11) else 31))
    if y < 1 or dd < 1 or dd > mlen:
        raise ValueError("no such day %r" % (s,))
    return y, mo, dd


def _serial(s):
    y, m, dd = _check(s)
    # Zeller-style: count March as month 3 of the year, Jan/Feb as months 13/14 of the previous one
    if m < 3:
        y -= 1
        m += 12
    return 365 * y + y // 4 - y // 100 + y // 400 + (153 * (m - 3) + 2) // 5 + dd


def days_between(a, b):
    return _serial(b) - _serial(a)


def weekday(s):
    # 2000-01-01 was a Saturday, so count from there
    return NAMES[(_serial(s) - _serial("2000-01-01")) % 7]
