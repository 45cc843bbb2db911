# Standard library only.
"""Classify a triangle by its three side lengths."""
from numbers import Real


def _check(side):
    if not isinstance(side, Real):
        raise TypeError("sides must be numbers")
    return side


def kind(a, b, c):
    sides = sorted(_check(s) for s in (a, b, c))
    shortest, middle, longest = sides
    if shortest <= 0 or shortest + middle < longest:
        raise ValueError("not a triangle")
    distinct = len({a, b, c})
    return ("equilateral", "isosceles", "scalene")[distinct - 1]
