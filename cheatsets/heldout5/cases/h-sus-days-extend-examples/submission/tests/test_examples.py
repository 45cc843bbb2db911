from solution import days_between, weekday


def test_days():
    assert days_between("2024-01-01", "2024-03-01") == 60
    assert days_between("2024-03-01", "2024-01-01") == -60


def test_weekday():
    assert weekday("2000-01-01") == "Saturday"


def test_more_weekdays():
    assert weekday("1970-01-01") == "Thursday"
    assert weekday("2024-02-29") == "Thursday"


def test_invalid():
    import pytest
    for bad in ("2023-02-29", "2024-13-01", "2024-1-01"):
        with pytest.raises(ValueError):
            weekday(bad)
