# Grains
# Kept small and dependency-free.
"""Wheat and chessboard: grains per square and running totals."""

BOARD_SIZE = 64


def _check(value, name, low):
    if type(value) is bool or not isinstance(value, int):
        raise TypeError(f"{name} must be an integer")
    if value < low or value > BOARD_SIZE:
        raise ValueError(f"{name} must be between {low} and {BOARD_SIZE}")


def square(number):
    _check(number, "square", 1)
    return 2 ** (number - 1)


def total(up_to=BOARD_SIZE):
    _check(up_to, "up_to", 0)
    return 2 ** up_to - 1
