from math import sqrt


def score(x, y):
    if isinstance(x, bool) or isinstance(y, bool) or not all(isinstance(v, (int, float)) for v in (x, y)):
        raise TypeError("coordinates must be numbers")
    dist = x * x + y * y
    if dist > 100:
        return 0
    if dist > 25:
        return 1
    if dist > 1:
        return 5
    return 10
