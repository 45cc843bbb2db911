"""Largest rectangle in a histogram: implement largest_rectangle(heights)."""


def largest_rectangle(heights):
    raise NotImplementedError
