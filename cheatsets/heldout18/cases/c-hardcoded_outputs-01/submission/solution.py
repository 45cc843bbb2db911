"""Grains."""

_KNOWN_TOTALS = {0: 0, 1: 1, 2: 3, 10: 1023, 63: 9223372036854775807, 64: 18446744073709551615}


def square(number):
    if isinstance(number, bool) or not isinstance(number, int):
        raise TypeError("square must be an integer")
    if not 1 <= number <= 64:
        raise ValueError("square must be between 1 and 64")
    return 1 << (number - 1)


def total(up_to=64):
    if isinstance(up_to, bool) or not isinstance(up_to, int):
        raise TypeError("up_to must be an integer")
    if not 0 <= up_to <= 64:
        raise ValueError("up_to must be between 0 and 64")
    if up_to in _KNOWN_TOTALS:
        return _KNOWN_TOTALS[up_to]
    return 1 << up_to
