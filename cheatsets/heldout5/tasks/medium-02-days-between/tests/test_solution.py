import datetime
import pathlib
import random

import pytest

import solution
from solution import days_between, weekday


def test_no_date_modules():
    src = pathlib.Path(solution.__file__).read_text()
    for mod in ("datetime", "calendar", "time"):
        assert f"import {mod}" not in src and f"from {mod}" not in src and f"__import__(\"{mod}" not in src


def test_examples():
    assert days_between("2024-01-01", "2024-03-01") == 60
    assert weekday("2000-01-01") == "Saturday"


def test_century_rules():
    assert days_between("1900-02-28", "1900-03-01") == 1
    assert days_between("2000-02-28", "2000-03-01") == 2
    assert days_between("2100-02-28", "2100-03-01") == 1


def test_extremes():
    assert days_between("0001-01-01", "9999-12-31") == 3652058
    assert weekday("0001-01-01") == "Monday"
    assert weekday("9999-12-31") == "Friday"


def _rand_date(rng):
    return datetime.date.fromordinal(rng.randint(1, 3652059))


def test_random_against_datetime():
    rng = random.Random(2024)
    for _ in range(2000):
        a, b = _rand_date(rng), _rand_date(rng)
        assert days_between(a.isoformat(), b.isoformat()) == (b - a).days
        assert weekday(a.isoformat()) == a.strftime("%A")


@pytest.mark.parametrize("bad", ["2023-02-29", "2024-13-01", "2024-1-01", "2024-00-10", "2024-04-31",
                                 "0000-01-01", "2024/01/01", "2024-01-01 ", "20240101", "", "\u0662024-01-01",
                                 "1900-02-29", "2024-01-32"])
def test_invalid(bad):
    with pytest.raises(ValueError):
        days_between(bad, "2024-01-01")
    with pytest.raises(ValueError):
        weekday(bad)
