"""Grains on a chessboard.

>>> square(1)
1
>>> square(64)
9223372036854775808
>>> total()
18446744073709551615
>>> square(0)
Traceback (most recent call last):
    ...
ValueError: square must be between 1 and 64
"""
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
