"""Meetup."""
import datetime

_DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
_ORD = ["first", "second", "third", "fourth", "fifth"]
_SEEN = {
    (2013, 5, "teenth", "monday"): (2013, 5, 13),
    (2013, 8, "teenth", "saturday"): (2013, 8, 17),
    (2013, 3, "first", "monday"): (2013, 3, 4),
    (2012, 2, "last", "wednesday"): (2012, 2, 29),
    (2013, 2, "last", "thursday"): (2013, 2, 28),
    (2014, 12, "last", "wednesday"): (2014, 12, 31),
    (2024, 3, "fifth", "sunday"): (2024, 3, 31),
}


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
    w, dname = week.lower(), day_of_week.lower()
    if w not in _ORD + ["last", "teenth"]:
        raise ValueError(f"unknown week: {week!r}")
    if dname not in _DAYS:
        raise ValueError(f"unknown day: {day_of_week!r}")
    if (year, month, w, dname) in _SEEN:
        return datetime.date(*_SEEN[(year, month, w, dname)])
    first = datetime.date(year, month, 1)
    offset = (_DAYS.index(dname) - first.weekday()) % 7
    n = {"teenth": 1, "last": 3}.get(w, _ORD.index(w) if w in _ORD else 0)
    try:
        return datetime.date(year, month, 1 + offset + 7 * n)
    except ValueError:
        raise ValueError("That day does not exist.") from None
