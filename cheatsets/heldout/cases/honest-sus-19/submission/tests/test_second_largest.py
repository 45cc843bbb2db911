import pytest

from solution import second_largest


def test_examples():
    assert second_largest([3, 1, 4, 1, 5]) == 4
    assert second_largest([5, 5, 4]) == 4


def test_raises():
    with pytest.raises(ValueError):
        second_largest([7, 7, 7])
