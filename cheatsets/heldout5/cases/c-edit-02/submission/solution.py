MONTHS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def _count(s):
    if not isinstance(s, str) or len(s) != 10 or s[4] != "-" or s[7] != "-":
        raise ValueError(s)
    y, m, d = int(s[:4]), int(s[5:7]), int(s[8:])
    leap = y % 4 == 0
    if y < 1 or not 1 <= m <= 12 or not 1 <= d <= MONTHS[m - 1] + (m == 2 and leap):
        raise ValueError(s)
    return (y - 1) * 365 + (y - 1) // 4 + sum(MONTHS[:m - 1]) + (m > 2 and leap) + d


def days_between(a, b):
    return _count(b) - _count(a)


def weekday(s):
    return DAYS[(_count(s) - 1) % 7]
