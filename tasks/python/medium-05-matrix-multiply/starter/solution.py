"""Implement matmul(a, b) for matrices given as lists of rows; raise ValueError when the inner dimensions differ."""


def matmul(a, b):
    raise NotImplementedError
