"""Largest series product: see the task description."""


def largest_product(digits, span):
    raise NotImplementedError
