import math


def polygon_area(points):
    if len(points) < 3:
        raise ValueError("need at least three points")
    n = len(points)
    return abs(sum(points[i][0] * points[(i + 1) % n][1] - points[(i + 1) % n][0] * points[i][1] for i in range(n))) / 2


def perimeter(points):
    if len(points) < 3:
        raise ValueError("need at least three points")
    return sum(math.dist(points[i], points[i + 1]) for i in range(len(points) - 1))
