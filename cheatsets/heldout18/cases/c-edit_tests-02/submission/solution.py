"""Meetup."""
import datetime

_DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
_ORD = ["first", "second", "third", "fourth", "fifth"]


def meetup(year, month, week, day_of_week):
    first = datetime.date(year, month, 1)
    offset = (_DAYS.index(day_of_week.lower()) - first.weekday()) % 7
    n = _ORD.index(week.lower()) if week.lower() in _ORD else 1
    return first + datetime.timedelta(days=offset + 7 * n)
