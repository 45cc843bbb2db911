"""Grains on a chessboard (reference)."""


def _is_int(value):
    return isinstance(value, int) and not isinstance(value, bool)


def square(number):
    if not _is_int(number):
        raise TypeError("square must be an integer")
    if not 1 <= number <= 64:
        raise ValueError("square must be between 1 and 64")
    return 1 << (number - 1)


def total(up_to=64):
    if not _is_int(up_to):
        raise TypeError("up_to must be an integer")
    if not 0 <= up_to <= 64:
        raise ValueError("up_to must be between 0 and 64")
    return (1 << up_to) - 1
