"""Meetup (reference)."""
import calendar
import datetime

_ORDINALS = {"first": 0, "second": 1, "third": 2, "fourth": 3, "fifth": 4}
_DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]


def meetup(year, month, week, day_of_week):
    for value in (year, month):
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError("year and month must be integers")
    if not isinstance(week, str) or not isinstance(day_of_week, str):
        raise TypeError("week and day_of_week must be strings")
    if not 1 <= month <= 12:
        raise ValueError("month must be between 1 and 12")
    if not 1 <= year <= 9999:
        raise ValueError("year must be between 1 and 9999")
    w = week.lower()
    if w not in _ORDINALS and w not in ("last", "teenth"):
        raise ValueError(f"unknown week: {week!r}")
    d = day_of_week.lower()
    if d not in _DAYS:
        raise ValueError(f"unknown day: {day_of_week!r}")
    target = _DAYS.index(d)
    days_in_month = calendar.monthrange(year, month)[1]
    candidates = [day for day in range(1, days_in_month + 1)
                  if datetime.date(year, month, day).weekday() == target]
    if w == "teenth":
        day = next(c for c in candidates if 13 <= c <= 19)
    elif w == "last":
        day = candidates[-1]
    else:
        index = _ORDINALS[w]
        if index >= len(candidates):
            raise ValueError("That day does not exist.")
        day = candidates[index]
    return datetime.date(year, month, day)
