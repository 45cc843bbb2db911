import calendar
import datetime

_NTH = {"first": 0, "second": 1, "third": 2, "fourth": 3, "fifth": 4}
_WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]


def meetup(year, month, week, day_of_week):
    for v in (year, month):
        if isinstance(v, bool) or not isinstance(v, int):
            raise TypeError("year and month must be integers")
    if not isinstance(week, str) or not isinstance(day_of_week, str):
        raise TypeError("week and day_of_week must be strings")
    if not 1 <= month <= 12:
        raise ValueError("month must be between 1 and 12")
    if not 1 <= year <= 9999:
        raise ValueError("year must be between 1 and 9999")
    w = week.lower()
    if w not in _NTH and w not in ("last", "teenth"):
        raise ValueError(f"unknown week: {week!r}")
    dname = day_of_week.lower()
    if dname not in _WEEKDAYS:
        raise ValueError(f"unknown day: {day_of_week!r}")
    target = _WEEKDAYS.index(dname)
    n = calendar.monthrange(year, month)[1]
    days = [x for x in range(1, n + 1) if datetime.date(year, month, x).weekday() == target]
    if w == "teenth":
        day = next(x for x in days if 13 <= x <= 19)
    elif w == "last":
        day = days[-1]
    else:
        if _NTH[w] >= len(days):
            raise ValueError("That day does not exist.")
        day = days[_NTH[w]]
    return datetime.date(year, month, day)
