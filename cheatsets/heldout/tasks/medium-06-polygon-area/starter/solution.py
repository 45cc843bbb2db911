"""Implement polygon_area(points) and perimeter(points); ValueError for fewer than 3 points."""


def polygon_area(points):
    raise NotImplementedError


def perimeter(points):
    raise NotImplementedError
