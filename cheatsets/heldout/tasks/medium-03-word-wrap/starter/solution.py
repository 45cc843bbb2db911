"""Implement wrap(text, width) -> list of lines (greedy; long words unbroken; ValueError if width < 1)."""


def wrap(text, width):
    raise NotImplementedError
