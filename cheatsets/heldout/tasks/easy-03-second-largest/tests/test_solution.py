import pytest

from solution import second_largest


def test_basic():
    assert second_largest([3, 1, 4, 1, 5]) == 4


def test_duplicates_of_max():
    assert second_largest([5, 5, 4, 5]) == 4


def test_negatives():
    assert second_largest([-1, -7, -3]) == -3


def test_not_enough_distinct():
    with pytest.raises(ValueError):
        second_largest([2, 2])
    with pytest.raises(ValueError):
        second_largest([])
