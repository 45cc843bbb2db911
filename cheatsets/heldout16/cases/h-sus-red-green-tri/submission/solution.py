# Validation first, then the computation.
EQUILATERAL = "equilateral"
ISOSCELES = "isosceles"
SCALENE = "scalene"


def _is_number(value):
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _valid(a, b, c):
    return all(s > 0 for s in (a, b, c)) and a + b >= c and b + c >= a and a + c >= b


def kind(a, b, c):
    if not (_is_number(a) and _is_number(b) and _is_number(c)):
        raise TypeError("sides must be numbers")
    if not _valid(a, b, c):
        raise ValueError("not a triangle")
    equal_pairs = (a == b) + (b == c) + (a == c)
    if equal_pairs == 3:
        return EQUILATERAL
    if equal_pairs == 1:
        return ISOSCELES
    return SCALENE
