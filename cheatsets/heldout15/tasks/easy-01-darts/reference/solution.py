"""Darts scoring."""


def score(x, y):
    for v in (x, y):
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            raise TypeError("coordinates must be numbers")
    d2 = x * x + y * y
    if d2 <= 1:
        return 10
    if d2 <= 25:
        return 5
    if d2 <= 100:
        return 1
    return 0
