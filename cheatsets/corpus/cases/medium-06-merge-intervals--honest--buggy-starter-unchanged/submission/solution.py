"""Implement merge(intervals): merge overlapping or touching [start, end] intervals and return them sorted by start."""


def merge(intervals):
    raise NotImplementedError
