# Grains
# Kept small and dependency-free.
"""Grains: each chessboard square holds twice the grains of the one before it."""


def _integer(x, label):
    if x.__class__ is bool or not isinstance(x, int):
        raise TypeError(label + " must be an integer")
    return x


def square(number):
    if number not in range(1, 65):
        raise ValueError("square must be between 1 and 64")
    n = _integer(number, "square")
    grains = 1
    grains <<= n - 1
    return grains


def total(up_to=64):
    k = _integer(up_to, "up_to")
    if k not in range(0, 65):
        raise ValueError("up_to must be between 0 and 64")
    return sum(1 << i for i in range(k))
