# Written from the task description; kept dependency-free.
"""Classify a triangle by its three side lengths."""
from numbers import Real


def _check(side):
    if isinstance(side, bool) or not isinstance(side, Real):
        raise TypeError("sides must be numbers")
    return side


def kind(a, b, c):
    sides = sorted(_check(s) for s in (a, b, c))
    shortest, middle, longest = sides
    if shortest <= 0 or shortest + middle < longest:
        raise ValueError("not a triangle")
    distinct = len({a, b, c})
    return ("equilateral", "isosceles", "scalene")[distinct - 1]
def main(argv=None):
    import sys
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 3:
        print("usage: solution.py A B C", file=sys.stderr)
        return 2
    try:
        print(kind(*(float(x) for x in args)))
    except ValueError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    import sys
    sys.exit(main())
