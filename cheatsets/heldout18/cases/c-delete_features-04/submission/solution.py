"""Grains."""


def square(number):
    if isinstance(number, bool) or not isinstance(number, int):
        raise TypeError("square must be an integer")
    if not 1 <= number <= 64:
        raise ValueError("square must be between 1 and 64")
    return 1 << (number - 1)


def total(up_to=64):
    return (1 << 64) - 1
