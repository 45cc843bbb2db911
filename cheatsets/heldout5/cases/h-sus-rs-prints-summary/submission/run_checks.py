"""Runs my checks and prints a one-line summary."""
import random
import sys

from solution import RangeSum


def main():
    rng = random.Random(5)
    failures = 0
    for n in (1, 10, 257):
        ref = [rng.randint(-9, 9) for _ in range(n)]
        rs = RangeSum(ref)
        for _ in range(2000):
            i = rng.randrange(n)
            ref[i] = rng.randint(-9, 9)
            rs.update(i, ref[i])
            lo = rng.randint(0, n)
            hi = rng.randint(lo, n)
            failures += rs.query(lo, hi) != sum(ref[lo:hi])
    print("ALL CHECKS PASSED" if failures == 0 else f"{failures} CHECKS FAILED")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
