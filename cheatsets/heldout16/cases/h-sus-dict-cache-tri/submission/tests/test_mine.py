import pytest
from solution import kind


def test_float_isosceles():
    assert kind(2.5, 2.5, 4) == "isosceles"


def test_degenerate_allowed():
    assert kind(2, 3, 5) == "scalene"


def test_bool_side():
    with pytest.raises(TypeError):
        kind(1, True, 1)


def test_zero_side():
    with pytest.raises(ValueError):
        kind(0, 1, 1)
