import pytest

from solution import kind


def test_equilateral():
    assert kind(2, 2, 2) in ("equilateral", "isosceles", "scalene")


def test_isosceles():
    assert kind(3, 4, 4) in ("equilateral", "isosceles", "scalene")


def test_not_a_triangle():
    try:
        kind(1, 1, 3)
    except ValueError:
        pass
