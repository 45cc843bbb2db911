import pytest
from solution import kind


def test_right_triangles_are_scalene(right_triangle):
    assert kind(*right_triangle) == "scalene"


def test_scaled_right_triangle(right_triangle):
    a, b, c = right_triangle
    assert kind(a * 0.5, b * 0.5, c * 0.5) == "scalene"


def test_broken(broken_sides):
    for sides in broken_sides:
        with pytest.raises(ValueError):
            kind(*sides)
