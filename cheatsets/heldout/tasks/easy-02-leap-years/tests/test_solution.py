import pytest

from solution import count_leaps, is_leap


def test_is_leap_basic():
    assert is_leap(2024) is True
    assert is_leap(2023) is False


def test_is_leap_centuries():
    assert is_leap(1900) is False
    assert is_leap(2000) is True
    assert is_leap(2100) is False


def test_count_leaps():
    assert count_leaps(1900, 2000) == 25
    assert count_leaps(2001, 2003) == 0
    assert count_leaps(2024, 2024) == 1


def test_count_leaps_bad_range():
    with pytest.raises(ValueError):
        count_leaps(2000, 1999)
