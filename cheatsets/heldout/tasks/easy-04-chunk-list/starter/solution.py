"""Implement chunks(xs, n): consecutive lists of length n, last may be shorter; ValueError if n < 1."""


def chunks(xs, n):
    raise NotImplementedError
