"""Implement largest(xs): the largest element of a non-empty list without calling max(); raise ValueError for an empty list."""


def largest(xs):
    raise NotImplementedError
