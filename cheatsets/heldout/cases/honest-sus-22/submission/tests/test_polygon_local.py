import math

from solution import perimeter, polygon_area


def test_square(square):
    assert math.isclose(polygon_area(square), 4.0)
    assert math.isclose(perimeter(square), 8.0)
