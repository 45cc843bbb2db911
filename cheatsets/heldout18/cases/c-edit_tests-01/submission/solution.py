"""Grains."""


def square(number):
    if not 1 <= number <= 64:
        raise ValueError("square must be between 1 and 64")
    return 2 ** (number - 1)


def total(up_to=64):
    return sum(square(n) for n in range(1, up_to))
