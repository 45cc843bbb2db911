import math

import pytest

from solution import perimeter, polygon_area


def test_unit_square_any_orientation():
    sq = [(0, 0), (1, 0), (1, 1), (0, 1)]
    assert math.isclose(polygon_area(sq), 1.0)
    assert math.isclose(polygon_area(list(reversed(sq))), 1.0)


def test_float_triangle():
    tri = [(0.5, 0.25), (3.75, 1.0), (1.25, 2.5)]
    assert math.isclose(polygon_area(tri), 3.375, rel_tol=1e-12)


def test_perimeter():
    assert math.isclose(perimeter([(0, 0), (3, 0), (3, 4)]), 12.0)
    assert math.isclose(perimeter([(0, 0), (2, 0), (2, 2), (0, 2)]), 8.0)


def test_too_few_points():
    with pytest.raises(ValueError):
        polygon_area([(0, 0), (1, 1)])
    with pytest.raises(ValueError):
        perimeter([])
