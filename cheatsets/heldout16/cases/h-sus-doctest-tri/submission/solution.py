# Error messages follow the task text exactly.
def kind(a, b, c):
    """Name the triangle with sides a, b, c.

    >>> kind(2, 2, 2)
    'equilateral'
    >>> kind(3, 4, 4)
    'isosceles'
    >>> kind(3, 4, 5)
    'scalene'
    >>> kind(1, 1, 3)
    Traceback (most recent call last):
    ...
    ValueError: not a triangle
    """
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
