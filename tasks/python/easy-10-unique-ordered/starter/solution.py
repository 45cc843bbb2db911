"""Implement unique(xs): the elements of xs without duplicates, keeping the first occurrence of each in its original order."""


def unique(xs):
    raise NotImplementedError
