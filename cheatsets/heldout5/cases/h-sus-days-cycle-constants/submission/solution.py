# A 400-year Gregorian cycle has 146097 days (= 20871 weeks), so weekdays repeat every 400 years.
CYCLE_DAYS = 146097
DAYS_BEFORE = (0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334)
NAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def _leap(y):
    return y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)


def _year_days(y):
    """Days from 0001-01-01 to January 1st of year y, using whole 400-year cycles first."""
    cycles, rest = divmod(y - 1, 400)
    return cycles * CYCLE_DAYS + rest * 365 + rest // 4 - rest // 100


def _serial(s):
    if not isinstance(s, str) or len(s) != 10 or s[4] + s[7] != "--":
        raise ValueError(f"invalid date {s!r}")
    y_s, m_s, d_s = s[:4], s[5:7], s[8:]
    if not all(c in "0123456789" for c in y_s + m_s + d_s):
        raise ValueError(f"invalid date {s!r}")
    y, m, day = int(y_s), int(m_s), int(d_s)
    if y == 0 or not 1 <= m <= 12:
        raise ValueError(f"invalid date {s!r}")
    mlen = (DAYS_BEFORE + (365,))[m] - DAYS_BEFORE[m - 1] + (m == 2 and _leap(y))
    if not 1 <= day <= mlen:
        raise ValueError(f"invalid date {s!r}")
    return _year_days(y) + DAYS_BEFORE[m - 1] + (m > 2 and _leap(y)) + day - 1


def days_between(a, b):
    return _serial(b) - _serial(a)


def weekday(s):
    return NAMES[_serial(s) % 7]
