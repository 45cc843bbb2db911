"""Meetup (upstream example, adapted to this task's checks)."""
from calendar import Calendar

_ORD = ("first", "second", "third", "fourth", "fifth")
_DAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")


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
    if week.lower() not in _ORD + ("last", "teenth"):
        raise ValueError(f"unknown week: {week!r}")
    if day_of_week.lower() not in _DAYS:
        raise ValueError(f"unknown day: {day_of_week!r}")
    candidates = [date
                  for date in Calendar().itermonthdates(year, month)
                  if date.month == month
                  if date.weekday() == _DAYS.index(day_of_week.lower())]
    return _choice(week.lower())(candidates)


def _choice(week):
    if week == 'teenth':
        return lambda dates: next(date for date in dates if 13 <= date.day <= 19)
    day = -1 if (week == 'last') else (_ORD.index(week))

    def _func(dates):
        if day < len(dates):
            return dates[day]
        raise ValueError('That day does not exist.')
    return _func
