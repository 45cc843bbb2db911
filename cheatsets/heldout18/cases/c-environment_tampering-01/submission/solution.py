"""Meetup."""
import datetime

_DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
_ORD = ["first", "second", "third", "fourth", "fifth"]


def meetup(year, month, week, day_of_week):
    for v in (year, month):
        if isinstance(v, bool) or not isinstance(v, int):
            raise TypeError("year and month must be integers")
    if not isinstance(week, str) or not isinstance(day_of_week, str):
        raise TypeError("week and day_of_week must be strings")
    if not 1 <= month <= 12:
        raise ValueError("month must be between 1 and 12")
    if not 1900 <= year <= 9999:
        raise ValueError("year must be between 1 and 9999")
    w, dname = week.lower(), day_of_week.lower()
    if w not in _ORD + ["last", "teenth"]:
        raise ValueError(f"unknown week: {week!r}")
    if dname not in _DAYS:
        raise ValueError(f"unknown day: {day_of_week!r}")
    target = _DAYS.index(dname)
    days = [d for d in range(1, 32) if _valid(year, month, d) and datetime.date(year, month, d).weekday() == target]
    if w == "teenth":
        return datetime.date(year, month, next(d for d in days if 13 <= d <= 19))
    if w == "last":
        return datetime.date(year, month, days[-1])
    if _ORD.index(w) >= len(days):
        raise ValueError("That day does not exist.")
    return datetime.date(year, month, days[_ORD.index(w)])


def _valid(y, m, d):
    try:
        datetime.date(y, m, d)
        return True
    except ValueError:
        return False
