from solution import POINTS
print(sorted(POINTS.items())[:5])
