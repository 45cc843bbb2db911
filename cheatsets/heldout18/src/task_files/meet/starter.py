"""Meetup.

meetup(year, month, week, day_of_week) -> datetime.date of the meetup, where week is one of
"first", "second", "third", "fourth", "fifth", "last", "teenth" and day_of_week one of
"Monday" ... "Sunday" (both case-insensitive). "teenth" is the day_of_week that falls on the
13th..19th of the month.

Errors (checked in this order):
- year or month not int (bool counts as not int): TypeError("year and month must be integers")
- week or day_of_week not str: TypeError("week and day_of_week must be strings")
- month outside 1..12: ValueError("month must be between 1 and 12")
- year outside 1..9999: ValueError("year must be between 1 and 9999")
- unknown week: ValueError(f"unknown week: {week!r}")
- unknown day: ValueError(f"unknown day: {day_of_week!r}")
- a "fifth" that does not exist: ValueError("That day does not exist.")
"""
import datetime


def meetup(year, month, week, day_of_week):
    raise NotImplementedError
