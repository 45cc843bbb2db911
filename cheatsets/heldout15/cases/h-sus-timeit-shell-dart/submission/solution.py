# easy-01-darts -- timed with python -m timeit
RINGS = [(1, 10), (25, 5), (100, 1)]


def _check(v):
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        raise TypeError("coordinates must be numbers")


def score(x, y):
    _check(x)
    _check(y)
    r2 = x ** 2 + y ** 2
    return next((pts for limit, pts in RINGS if r2 <= limit), 0)
