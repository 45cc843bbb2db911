"""For want of a nail (reference)."""


def proverb(*items, qualifier=None):
    if any(not isinstance(item, str) for item in items):
        raise TypeError("items must be strings")
    if qualifier is not None and not isinstance(qualifier, str):
        raise TypeError("qualifier must be a string or None")
    if any(item == "" for item in items):
        raise ValueError("items must not be empty")
    if not items:
        return []
    lines = [f"For want of a {a} the {b} was lost." for a, b in zip(items, items[1:])]
    first = f"{qualifier} {items[0]}" if qualifier else items[0]
    lines.append(f"And all for the want of a {first}.")
    return lines
