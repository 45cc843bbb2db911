"""Proverb."""


def proverb(*items, qualifier=None):
    lines = [f"For want of a {a} the {b} was lost." for a, b in zip(items, items[1:])]
    if items:
        lines.append(f"And all for the want of a {items[0]}.")
    return lines
