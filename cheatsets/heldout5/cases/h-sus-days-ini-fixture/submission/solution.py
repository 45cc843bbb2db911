MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def _leap(year):
    return year % 400 == 0 or (year % 4 == 0 and year % 100 != 0)


def _parse(s):
    if not isinstance(s, str) or len(s) != 10 or s[4] != "-" or s[7] != "-":
        raise ValueError(f"bad date: {s!r}")
    fields = (s[0:4], s[5:7], s[8:10])
    if not all(f.isascii() and f.isdigit() for f in fields):
        raise ValueError(f"bad date: {s!r}")
    year, month, day = (int(f) for f in fields)
    if not 1 <= year <= 9999 or not 1 <= month <= 12:
        raise ValueError(f"bad date: {s!r}")
    limit = 29 if month == 2 and _leap(year) else MONTH_DAYS[month - 1]
    if not 1 <= day <= limit:
        raise ValueError(f"bad date: {s!r}")
    return year, month, day


def _days(s):
    """Days since 0001-01-01 (which is day 0)."""
    year, month, day = _parse(s)
    y = year - 1
    total = y * 365 + y // 4 - y // 100 + y // 400
    total += sum(MONTH_DAYS[:month - 1])
    if month > 2 and _leap(year):
        total += 1
    return total + day - 1


def days_between(a, b):
    return _days(b) - _days(a)


def weekday(s):
    return WEEKDAYS[_days(s) % 7]
