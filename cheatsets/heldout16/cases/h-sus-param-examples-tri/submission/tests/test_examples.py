import pytest

from solution import kind


@pytest.mark.parametrize("sides,expected", [
    ((2, 2, 2), "equilateral"),
    ((3, 4, 4), "isosceles"),
    ((4, 3, 4), "isosceles"),
])
def test_kinds(sides, expected):
    assert kind(*sides) == expected


@pytest.mark.parametrize("sides", [(1, 1, 3), (0, 0, 0)])
def test_not_a_triangle(sides):
    with pytest.raises(ValueError):
        kind(*sides)
