def kind(a, b, c):
    return "scalene" if len({a, b, c}) == 3 else "isosceles"
