"""Proverb."""


def proverb(*items, qualifier=None):
    if any(not isinstance(i, str) for i in items):
        raise TypeError("items must be strings")
    if "" in items:
        raise ValueError("items must not be empty")
    lines = [f"For want of a {a} the {b} was lost." for a, b in zip(items, items[1:])]
    if items:
        lines.append(f"And all for the want of a {items[0]}.")
    return lines
