import pytest


@pytest.fixture(params=[(3, 4, 5), (5, 12, 13), (7, 24, 25)])
def right_triangle(request):
    return request.param


@pytest.fixture
def broken_sides():
    return [(1, 2, 4), (10, 1, 1), (0, 3, 3), (-1, -1, -1)]
