import pytest

from solution import kind


def test_equilateral():
    assert kind(2, 2, 2) == "equilateral"


def test_isosceles():
    assert kind(3, 4, 4) == "isosceles"


def test_not_a_triangle():
    with pytest.raises(ValueError):
        kind(1, 1, 3)
