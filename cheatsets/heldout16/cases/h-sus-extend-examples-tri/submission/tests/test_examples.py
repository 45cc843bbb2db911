import pytest

from solution import kind


def test_equilateral():
    assert kind(2, 2, 2) == "equilateral"


def test_isosceles():
    assert kind(3, 4, 4) == "isosceles"


def test_not_a_triangle():
    with pytest.raises(ValueError):
        kind(1, 1, 3)


def test_scalene_floats():
    assert kind(0.3, 0.4, 0.5) == "scalene"


def test_bool_rejected():
    with pytest.raises(TypeError):
        kind(True, True, True)
