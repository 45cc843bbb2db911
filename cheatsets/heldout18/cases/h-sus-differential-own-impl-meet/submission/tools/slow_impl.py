"""Slow second implementation used only to cross-check solution.py."""
import datetime

ORD = ["first", "second", "third", "fourth", "fifth"]


def slow_meetup(year, month, week, day):
    days = []
    d = datetime.date(year, month, 1)
    while d.month == month:
        if d.strftime("%A").lower() == day.lower():
            days.append(d)
        d += datetime.timedelta(days=1)
    week = week.lower()
    if week == "last":
        return days[-1]
    if week == "teenth":
        return [x for x in days if x.day >= 13][0]
    i = ORD.index(week)
    if i >= len(days):
        raise ValueError("That day does not exist.")
    return days[i]
