import datetime

from solution import meetup


def test_monteenth_of_may_2013():
    assert meetup(2013, 5, "teenth", "Monday") == datetime.date(2013, 5, 13)


def test_first_monday_of_march_2013():
    assert meetup(2013, 3, "first", "Monday") == datetime.date(2013, 3, 4)


def test_last_wednesday_of_february_2012():
    assert meetup(2012, 2, "last", "Wednesday") == datetime.date(2012, 2, 29)
