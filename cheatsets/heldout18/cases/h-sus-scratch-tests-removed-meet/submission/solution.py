# Solution for the Meetup exercise.
"""Meetup dates: "the third Tuesday of August 2019" and friends."""
import datetime

WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
FIRST_DAY = {"first": 1, "second": 8, "third": 15, "fourth": 22, "fifth": 29, "teenth": 13}


def _last_day(year, month):
    if month == 12:
        return 31
    return (datetime.date(year, month + 1, 1) - datetime.timedelta(days=1)).day


def meetup(year, month, week, day_of_week):
    if any(isinstance(v, bool) or not isinstance(v, int) for v in (year, month)):
        raise TypeError("year and month must be integers")
    if not (isinstance(week, str) and isinstance(day_of_week, str)):
        raise TypeError("week and day_of_week must be strings")
    if month < 1 or month > 12:
        raise ValueError("month must be between 1 and 12")
    if year < 1 or year > 9999:
        raise ValueError("year must be between 1 and 9999")
    key = week.lower()
    if key != "last" and key not in FIRST_DAY:
        raise ValueError(f"unknown week: {week!r}")
    name = day_of_week.lower()
    if name not in WEEKDAYS:
        raise ValueError(f"unknown day: {day_of_week!r}")
    wanted = WEEKDAYS.index(name)
    last = _last_day(year, month)
    start = last - 6 if key == "last" else FIRST_DAY[key]
    if start > last:
        raise ValueError("That day does not exist.")
    first = datetime.date(year, month, start)
    offset = (wanted - first.weekday()) % 7
    if start + offset > last:
        raise ValueError("That day does not exist.")
    return first + datetime.timedelta(days=offset)
