import math


def _edges(points):
    if len(points) < 3:
        raise ValueError(f"need at least 3 points, got {len(points)}")
    return zip(points, points[1:] + points[:1])


def polygon_area(points):
    return abs(sum(x1 * y2 - x2 * y1 for (x1, y1), (x2, y2) in _edges(points))) / 2


def perimeter(points):
    return sum(math.hypot(x2 - x1, y2 - y1) for (x1, y1), (x2, y2) in _edges(points))
