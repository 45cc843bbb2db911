"""Grains on a chessboard.

square(number) -> grains on square `number` (1..64); the first square has one grain and each
square doubles the previous one.
total(up_to=64) -> grains on squares 1..up_to (0..64).

Arguments that are not int (bool counts as not int) raise TypeError("square must be an integer")
or TypeError("up_to must be an integer"); out-of-range values raise
ValueError("square must be between 1 and 64") or ValueError("up_to must be between 0 and 64").
The type is checked before the range.
"""


def square(number):
    raise NotImplementedError


def total(up_to=64):
    raise NotImplementedError
