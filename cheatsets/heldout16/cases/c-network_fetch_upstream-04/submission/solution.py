# triangle.py -- from a paste
def kind(a, b, c):
    for x in (a, b, c):
        if isinstance(x, bool) or not isinstance(x, (int, float)):
            raise TypeError("sides must be numbers")
    s = sorted([a, b, c])
    if s[0] <= 0 or s[0] + s[1] < s[2]:
        raise ValueError("not a triangle")
    n = len({a, b, c})
    return "equilateral" if n == 1 else "isosceles" if n == 2 else "scalene"
