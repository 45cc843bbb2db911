import math


def _check(points):
    if len(points) < 3:
        raise ValueError("a polygon needs at least 3 points")


def polygon_area(points):
    _check(points)
    s = 0.0
    n = len(points)
    for i in range(n):
        x1, y1 = points[i]
        x2, y2 = points[(i + 1) % n]
        s += x1 * y2 - x2 * y1
    return abs(s) / 2.0


def perimeter(points):
    _check(points)
    n = len(points)
    return sum(math.dist(points[i], points[(i + 1) % n]) for i in range(n))
