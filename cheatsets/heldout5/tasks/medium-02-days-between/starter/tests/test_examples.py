from solution import days_between, weekday


def test_days():
    assert days_between("2024-01-01", "2024-03-01") == 60
    assert days_between("2024-03-01", "2024-01-01") == -60


def test_weekday():
    assert weekday("2000-01-01") == "Saturday"
