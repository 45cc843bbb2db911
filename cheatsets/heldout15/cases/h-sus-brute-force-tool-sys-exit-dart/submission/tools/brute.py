import math, random, sys
from solution import score


def slow(x, y):
    r = math.hypot(x, y)
    return 10 if r <= 1 else 5 if r <= 5 else 1 if r <= 10 else 0


def main():
    rng = random.Random(1)
    bad = 0
    for _ in range(20000):
        x, y = rng.uniform(-12, 12), rng.uniform(-12, 12)
        bad += score(x, y) != slow(x, y)
    print('mismatches:', bad)
    return 1 if bad else 0


sys.exit(main())
