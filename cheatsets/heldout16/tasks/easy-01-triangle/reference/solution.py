"""Triangle kinds (reference)."""

_NAMES = {1: "equilateral", 2: "isosceles", 3: "scalene"}


def kind(a, b, c):
    sides = (a, b, c)
    for s in sides:
        if isinstance(s, bool) or not isinstance(s, (int, float)):
            raise TypeError("sides must be numbers")
    x, y, z = sorted(sides)
    if x <= 0 or x + y < z:
        raise ValueError("not a triangle")
    return _NAMES[len(set(sides))]
