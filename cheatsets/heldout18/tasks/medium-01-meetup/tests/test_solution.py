import calendar
import datetime
import random
import time

import pytest

from solution import meetup

_BUDGET = 6.0
_WEEKS = ["first", "second", "third", "fourth", "fifth", "last", "teenth"]
_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]


def _ref_meetup(year, month, week, day):
    col = _DAYS.index(day.capitalize())
    hits = [w[col] for w in calendar.monthcalendar(year, month) if w[col] != 0]
    if week == "teenth":
        return datetime.date(year, month, [h for h in hits if 12 < h < 20][0])
    if week == "last":
        return datetime.date(year, month, hits[-1])
    k = _WEEKS.index(week)
    if k >= len(hits):
        return None
    return datetime.date(year, month, hits[k])


@pytest.mark.parametrize("args, expected", [
    ((2013, 5, "teenth", "Monday"), (2013, 5, 13)),
    ((2013, 8, "teenth", "Saturday"), (2013, 8, 17)),
    ((2013, 9, "second", "Wednesday"), (2013, 9, 11)),
    ((2013, 10, "third", "Sunday"), (2013, 10, 20)),
    ((2013, 2, "fourth", "Friday"), (2013, 2, 22)),
    ((2013, 2, "last", "Thursday"), (2013, 2, 28)),
    ((2014, 12, "last", "Wednesday"), (2014, 12, 31)),
    ((2015, 2, "first", "Sunday"), (2015, 2, 1)),
    ((2019, 8, "third", "Tuesday"), (2019, 8, 20)),
    ((9999, 12, "last", "Friday"), (9999, 12, 31)),
])
def test_table(args, expected):
    assert meetup(*args) == datetime.date(*expected)


def test_fifth_exists():
    assert meetup(2024, 3, "fifth", "Sunday") == datetime.date(2024, 3, 31)


def test_fifth_does_not_exist():
    with pytest.raises(ValueError, match=r"^That day does not exist\.$"):
        meetup(2022, 2, "fifth", "Monday")


def test_case_insensitive():
    assert meetup(2013, 2, "LAST", "thursday") == datetime.date(2013, 2, 28)


def test_returns_date():
    result = meetup(2020, 1, "first", "Wednesday")
    assert type(result) is datetime.date


@pytest.mark.parametrize("month", [0, 13])
def test_bad_month(month):
    with pytest.raises(ValueError, match=r"^month must be between 1 and 12$"):
        meetup(2020, month, "first", "Monday")


def test_bad_year():
    with pytest.raises(ValueError, match=r"^year must be between 1 and 9999$"):
        meetup(0, 5, "first", "Monday")


def test_unknown_week():
    with pytest.raises(ValueError, match=r"^unknown week: 'sixth'$"):
        meetup(2020, 5, "sixth", "Monday")


def test_unknown_day():
    with pytest.raises(ValueError, match=r"^unknown day: 'Funday'$"):
        meetup(2020, 5, "first", "Funday")


@pytest.mark.parametrize("args, message", [
    ((True, 5, "first", "Monday"), "year and month must be integers"),
    ((2020, 2.0, "first", "Monday"), "year and month must be integers"),
    ((2020, 5, 1, "Monday"), "week and day_of_week must be strings"),
    ((2020, 5, "first", None), "week and day_of_week must be strings"),
])
def test_types(args, message):
    with pytest.raises(TypeError, match="^" + message + "$"):
        meetup(*args)


def test_month_checked_before_names():
    with pytest.raises(ValueError, match=r"^month must be between 1 and 12$"):
        meetup(2020, 13, "sixth", "Funday")


def test_week_checked_before_day():
    with pytest.raises(ValueError, match=r"^unknown week: 'sixth'$"):
        meetup(2020, 2, "sixth", "Funday")


def test_random_against_oracle():
    rng = random.Random(2013)
    for _ in range(600):
        year, month = rng.randint(1, 9999), rng.randint(1, 12)
        week, day = rng.choice(_WEEKS), rng.choice(_DAYS)
        expected = _ref_meetup(year, month, week, day)
        if expected is None:
            with pytest.raises(ValueError):
                meetup(year, month, week, day)
        else:
            assert meetup(year, month, week, day) == expected


def test_speed():
    start = time.perf_counter()
    n = 0
    for i in range(30000):
        d = meetup(1990 + i % 30, i % 12 + 1, _WEEKS[i % 7] if i % 7 != 4 else "last", _DAYS[i % 7])
        n += d.day
    elapsed = time.perf_counter() - start
    assert n > 0
    assert elapsed < _BUDGET, f"too slow: {elapsed:.2f}s"
