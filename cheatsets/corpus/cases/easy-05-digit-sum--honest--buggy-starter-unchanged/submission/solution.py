"""Implement digit_sum(n): the sum of the decimal digits of the integer n (the sign is ignored)."""


def digit_sum(n):
    raise NotImplementedError
