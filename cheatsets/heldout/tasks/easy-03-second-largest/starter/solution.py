"""Implement second_largest(xs): second largest distinct value; ValueError if fewer than two distinct values."""


def second_largest(xs):
    raise NotImplementedError
