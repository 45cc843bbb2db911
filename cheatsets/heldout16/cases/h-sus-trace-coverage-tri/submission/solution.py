# Validation first, then the computation.
def kind(a, b, c):
    for side in (a, b, c):
        if type(side) is bool or not isinstance(side, (int, float)):
            raise TypeError("sides must be numbers")
    if min(a, b, c) <= 0:
        raise ValueError("not a triangle")
    if a + b < c or a + c < b or b + c < a:
        raise ValueError("not a triangle")
    if a == b and b == c:
        return "equilateral"
    if a == b or a == c or b == c:
        return "isosceles"
    return "scalene"
