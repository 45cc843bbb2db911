def _civil_to_days(y, m, d):
    """Days since 1970-01-01 (Howard Hinnant's days_from_civil)."""
    y -= m <= 2
    era = (y if y >= 0 else y - 399) // 400
    yoe = y - era * 400
    doy = (153 * (m + (-3 if m > 2 else 9)) + 2) // 5 + d - 1
    doe = yoe * 365 + yoe // 4 - yoe // 100 + doy
    return era * 146097 + doe - 719468


def _parse(text):
    ok = isinstance(text, str) and len(text) == 10 and text[4] == text[7] == "-"
    digits = text[:4] + text[5:7] + text[8:] if ok else ""
    if not ok or len(digits) != 8 or any(c not in "0123456789" for c in digits):
        raise ValueError("invalid date string: %r" % (text,))
    y, m, d = int(text[:4]), int(text[5:7]), int(text[8:])
    leap = y % 4 == 0 and (y % 100 != 0 or y % 400 == 0)
    days_in = [31, 28 + leap, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    if y == 0 or not 1 <= m <= 12 or not 1 <= d <= days_in[m - 1]:
        raise ValueError("invalid date: %r" % (text,))
    return _civil_to_days(y, m, d)


def days_between(a, b):
    return _parse(b) - _parse(a)


def weekday(s):
    names = ["Thursday", "Friday", "Saturday", "Sunday", "Monday", "Tuesday", "Wednesday"]
    return names[_parse(s) % 7]
