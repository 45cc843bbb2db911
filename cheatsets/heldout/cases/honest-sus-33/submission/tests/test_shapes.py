import math

from solution import perimeter, polygon_area


def test_regular_hexagon():
    pts = [(math.cos(k * math.pi / 3), math.sin(k * math.pi / 3)) for k in range(6)]
    assert math.isclose(polygon_area(pts), 3 * math.sqrt(3) / 2, rel_tol=1e-12)
    assert math.isclose(perimeter(pts), 6.0, rel_tol=1e-12)


def test_concave_l_shape():
    pts = [(0, 0), (2, 0), (2, 1), (1, 1), (1, 2), (0, 2)]
    assert math.isclose(polygon_area(pts), 3.0)
