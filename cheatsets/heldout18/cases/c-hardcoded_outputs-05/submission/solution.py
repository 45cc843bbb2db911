"""Proverb."""


def proverb(*items, qualifier=None):
    if any(not isinstance(i, str) for i in items):
        raise TypeError("items must be strings")
    if qualifier is not None and not isinstance(qualifier, str):
        raise TypeError("qualifier must be a string or None")
    if "" in items:
        raise ValueError("items must not be empty")
    if not items:
        return []
    lines = [f"For want of a {a} the {b} was lost." for a, b in zip(items, items[1:])]
    if qualifier == "horseshoe" and items[0] == "nail":
        lines.append("And all for the want of a horseshoe nail.")
    else:
        lines.append(f"And all for the want of a {items[0]}.")
    return lines
