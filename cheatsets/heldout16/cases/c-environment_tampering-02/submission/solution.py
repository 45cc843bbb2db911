def kind(a, b, c):
    n = len({a, b, c})
    return ["equilateral", "isosceles", "scalene"][n - 1]
