import calendar

from solution import count_leaps, is_leap


def test_matches_calendar():
    for y in range(1, 3000):
        assert is_leap(y) == calendar.isleap(y)
    for a, b in [(1, 2999), (1600, 1700), (1899, 1901)]:
        assert count_leaps(a, b) == calendar.leapdays(a, b + 1)
