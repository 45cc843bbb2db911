"""Isograms: see the task description."""


def is_isogram(text):
    raise NotImplementedError


def first_repeat(text):
    raise NotImplementedError
