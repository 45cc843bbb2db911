import pytest
from solution import measure


def test_goal_is_start_size():
    assert measure(5, 7, 5, "one") == (1, "one", 0)


def test_other_bucket_size():
    assert measure(2, 3, 3, "one") == (2, "two", 2)


def test_unreachable():
    with pytest.raises(ValueError):
        measure(6, 15, 5, "one")


def test_bad_start():
    with pytest.raises(ValueError):
        measure(3, 5, 1, "three")
