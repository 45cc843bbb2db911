DAY_NAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
CUMULATIVE = (0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334)


def is_leap(year):
    return (year % 4 == 0 and year % 100 != 0) or year % 400 == 0


def month_length(year, month):
    if month == 2:
        return 29 if is_leap(year) else 28
    return 30 if month in (4, 6, 9, 11) else 31


def parse(s):
    if not isinstance(s, str) or len(s) != 10 or s[4] != "-" or s[7] != "-":
        raise ValueError("expected YYYY-MM-DD")
    parts = s[:4], s[5:7], s[8:]
    if not all(p.isascii() and p.isdigit() for p in parts):
        raise ValueError("expected digits")
    y, m, dd = map(int, parts)
    if y < 1 or not 1 <= m <= 12 or not 1 <= dd <= month_length(y, m):
        raise ValueError("no such date")
    return y, m, dd


def day_number(s):
    y, m, dd = parse(s)
    prev = y - 1
    n = 365 * prev + prev // 4 - prev // 100 + prev // 400
    n += CUMULATIVE[m - 1] + (1 if m > 2 and is_leap(y) else 0)
    return n + dd


def days_between(a, b):
    return day_number(b) - day_number(a)


def weekday(s):
    # day 1 (0001-01-01) was a Monday
    return DAY_NAMES[(day_number(s) + 6) % 7]
