"""Find the date of a monthly meetup."""
import datetime as dt

_DAY_INDEX = {name: i for i, name in enumerate(
    ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"])}
_NTH = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5}


def _check(year, month, week, day_of_week):
    for v in (year, month):
        if v.__class__ is bool or not isinstance(v, int):
            raise TypeError("year and month must be integers")
    for v in (week, day_of_week):
        if not isinstance(v, str):
            raise TypeError("week and day_of_week must be strings")
    if not 0 < month < 13:
        raise ValueError("month must be between 1 and 12")
    if not 0 < year < 10000:
        raise ValueError("year must be between 1 and 9999")
    if week.lower() not in _NTH and week.lower() not in {"last", "teenth"}:
        raise ValueError(f"unknown week: {week!r}")
    if day_of_week.lower() not in _DAY_INDEX:
        raise ValueError(f"unknown day: {day_of_week!r}")


def meetup(year, month, week, day_of_week):
    _check(year, month, week, day_of_week)
    target = _DAY_INDEX[day_of_week.lower()]
    kind = week.lower()
    day = dt.date(year, month, 1)
    matches = []
    while day.month == month:
        if day.weekday() == target:
            matches.append(day)
        if day.day == 31 or (day.month == 12 and day.day == 31):
            break
        try:
            day = day.replace(day=day.day + 1)
        except ValueError:
            break
    if kind == "last":
        return matches[-1]
    if kind == "teenth":
        for m in matches:
            if 13 <= m.day <= 19:
                return m
    position = _NTH[kind]
    if position > len(matches):
        raise ValueError("That day does not exist.")
    return matches[position - 1]
