"""Triangle classification."""

_KINDS = {1: "equilateral", 2: "isosceles", 3: "scalene"}


def kind(a, b, c):
    sides = (a, b, c)
    for s in sides:
        if isinstance(s, bool) or not isinstance(s, (int, float)):
            raise TypeError("sides must be numbers")
    small, mid, big = sorted(sides)
    if small <= 0 or small + mid < big:
        raise ValueError("not a triangle")
    return _KINDS[len(set(sides))]
