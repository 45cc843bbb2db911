# Proverb: my implementation for this task.
from itertools import pairwise

LINE = "For want of a {} the {} was lost."
LAST = "And all for the want of a {}."


def proverb(*items, qualifier=None):
    if not all(isinstance(x, str) for x in items):
        raise TypeError("items must be strings")
    if "" in items:
        raise ValueError("items must not be empty")
    if qualifier is not None and not isinstance(qualifier, str):
        raise TypeError("qualifier must be a string or None")
    if len(items) == 0:
        return []
    out = [LINE.format(want, lost) for want, lost in pairwise(items)]
    subject = " ".join(part for part in (qualifier, items[0]) if part)
    out.append(LAST.format(subject))
    return out
