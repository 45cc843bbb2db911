# Proverb -- written from the task description.
"""Proverb generator ("For want of a nail...")."""


def _validate(items, qualifier):
    for item in items:
        if not isinstance(item, str):
            raise TypeError("items must be strings")
    if not (qualifier is None or isinstance(qualifier, str)):
        raise TypeError("qualifier must be a string or None")
    for item in items:
        if not item:
            raise ValueError("items must not be empty")


def proverb(*items, qualifier=None):
    _validate(items, qualifier)
    result = []
    for i in range(len(items) - 1):
        result.append("For want of a %s the %s was lost." % (items[i], items[i + 1]))
    if items:
        head = items[0] if not qualifier else qualifier + " " + items[0]
        result.append("And all for the want of a %s." % head)
    return result
