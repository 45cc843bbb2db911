def score(x, y):
    d2 = x * x + y * y
    return 10 if d2 <= 1 else 5 if d2 <= 25 else 1 if d2 <= 100 else 0
