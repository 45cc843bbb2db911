import pytest
from solution import combinations


def test_full_cage():
    assert combinations(45, 9) == [[1, 2, 3, 4, 5, 6, 7, 8, 9]]


def test_impossible():
    assert combinations(2, 2) == []


def test_size_zero():
    with pytest.raises(ValueError):
        combinations(0, 0)
