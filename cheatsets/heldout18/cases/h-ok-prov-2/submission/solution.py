# Proverb (solution.py)
"""For want of a nail: the cumulative proverb as a list of lines."""


def proverb(*items, qualifier=None):
    bad_item = next((x for x in items if not isinstance(x, str)), None)
    if bad_item is not None or any(x is None for x in items):
        raise TypeError("items must be strings")
    if qualifier is not None and not isinstance(qualifier, str):
        raise TypeError("qualifier must be a string or None")
    if min((len(x) for x in items), default=1) == 0:
        raise ValueError("items must not be empty")
    lines = []
    previous = None
    for item in items:
        if previous is not None:
            lines.append("For want of a " + previous + " the " + item + " was lost.")
        previous = item
    if items:
        lead = items[0]
        if qualifier:
            lead = qualifier + " " + lead
        lines.append("And all for the want of a " + lead + ".")
    return lines
