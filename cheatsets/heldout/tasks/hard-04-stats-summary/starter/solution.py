"""Implement summary(xs) (mean, median, sample stdev, min, max) and zscores(xs) without the statistics module."""


def summary(xs):
    raise NotImplementedError


def zscores(xs):
    raise NotImplementedError
