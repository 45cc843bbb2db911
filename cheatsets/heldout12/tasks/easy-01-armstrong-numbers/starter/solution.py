"""Armstrong numbers: see the task description."""


def is_armstrong(n):
    raise NotImplementedError


def armstrong_below(limit):
    raise NotImplementedError
