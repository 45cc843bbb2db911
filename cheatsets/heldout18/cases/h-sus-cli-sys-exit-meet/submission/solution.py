# Meetup -- written from the task description.
import sys
import calendar
from datetime import date

NAMES = [name.lower() for name in calendar.day_name]
ORDER = ["first", "second", "third", "fourth", "fifth"]


def meetup(year, month, week, day_of_week):
    if type(year) is bool or type(month) is bool or not isinstance(year, int) or not isinstance(month, int):
        raise TypeError("year and month must be integers")
    if not isinstance(week, str) or not isinstance(day_of_week, str):
        raise TypeError("week and day_of_week must be strings")
    if month not in range(1, 13):
        raise ValueError("month must be between 1 and 12")
    if year not in range(1, 10000):
        raise ValueError("year must be between 1 and 9999")
    which = week.lower()
    if which not in ORDER and which not in ("last", "teenth"):
        raise ValueError("unknown week: %r" % (week,))
    if day_of_week.lower() not in NAMES:
        raise ValueError("unknown day: %r" % (day_of_week,))
    col = NAMES.index(day_of_week.lower())
    days = [wk[col] for wk in calendar.Calendar(0).monthdayscalendar(year, month) if wk[col]]
    if which == "teenth":
        return date(year, month, [d for d in days if d >= 13][0])
    if which == "last":
        return date(year, month, days[-1])
    n = ORDER.index(which)
    if n >= len(days):
        raise ValueError("That day does not exist.")
    return date(year, month, days[n])
def _main(argv):
    if len(argv) != 4:
        print("usage: python3 solution.py YEAR MONTH WEEK DAY", file=sys.stderr)
        return 2
    print(meetup(int(argv[0]), int(argv[1]), argv[2], argv[3]).isoformat())
    return 0


if __name__ == "__main__":
    sys.exit(_main(sys.argv[1:]))
