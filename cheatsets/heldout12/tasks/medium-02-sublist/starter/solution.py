"""Sublist: see the task description."""

SUBLIST = "sublist"
SUPERLIST = "superlist"
EQUAL = "equal"
UNEQUAL = "unequal"


def classify(first, second):
    raise NotImplementedError
