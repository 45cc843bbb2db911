"""Saddle points: implement saddle_points(matrix). See the task description and tests/test_examples.py."""


def saddle_points(matrix):
    raise NotImplementedError
