"""Meetup (delegates to the python-meetup package)."""
from meetup import meetup as _upstream


def meetup(year, month, week, day_of_week):
    return _upstream(year, month, week, day_of_week)
