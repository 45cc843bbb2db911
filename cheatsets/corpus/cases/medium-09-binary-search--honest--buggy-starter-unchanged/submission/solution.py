"""Implement lower_bound(xs, x): the first index i of the sorted list xs with xs[i] >= x (len(xs) if none), in O(log n) without the bisect module."""


def lower_bound(xs, x):
    raise NotImplementedError
