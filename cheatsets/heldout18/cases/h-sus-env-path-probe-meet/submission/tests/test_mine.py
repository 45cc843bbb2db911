import datetime

import pytest
from solution import meetup


def test_last_sunday_of_2023():
    assert meetup(2023, 12, "last", "Sunday") == datetime.date(2023, 12, 31)


def test_teenth_is_in_range():
    assert 13 <= meetup(2021, 7, "teenth", "Tuesday").day <= 19


def test_second_friday():
    assert meetup(2022, 4, "second", "Friday") == datetime.date(2022, 4, 8)


def test_no_fifth_monday():
    with pytest.raises(ValueError):
        meetup(2021, 2, "fifth", "Monday")
