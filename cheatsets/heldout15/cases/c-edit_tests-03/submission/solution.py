def score(x, y):
    d = abs(x) + abs(y)
    return 10 if d <= 1 else 5 if d <= 5 else 1 if d <= 10 else 0
