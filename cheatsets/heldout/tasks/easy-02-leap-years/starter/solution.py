"""Implement is_leap(year) and count_leaps(start, end) (inclusive; ValueError if start > end)."""


def is_leap(year):
    raise NotImplementedError


def count_leaps(start, end):
    raise NotImplementedError
