"""Generate the table of Armstrong numbers below 10**8 for solution.py (slow, run once)."""
import sys

sys.path.insert(0, "/workspace")


def main(limit=10 ** 8):
    found = []
    for n in range(limit):
        s = str(n)
        if sum(int(c) ** len(s) for c in s) == n:
            found.append(n)
    print(found)
    return 0


if __name__ == "__main__":
    sys.exit(main())
