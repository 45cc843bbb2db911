# Implementation notes: input checks come first, in the order the description lists them.
"""This is the house that Jack built."""

SUBJECTS = [
    "house that Jack built",
    "malt",
    "rat",
    "cat",
    "dog",
    "cow with the crumpled horn",
    "maiden all forlorn",
    "man all tattered and torn",
    "priest all shaven and shorn",
    "rooster that crowed in the morn",
    "farmer sowing his corn",
    "horse and the hound and the horn",
]
VERBS = [None, "lay in", "ate", "killed", "worried", "tossed", "milked", "kissed", "married",
         "woke", "kept", "belonged to"]


def verse(number):
    """One verse (1-based)."""
    lines = [f"This is the {SUBJECTS[number - 1]}"]
    for index in reversed(range(1, number)):
        lines.append(f"that {VERBS[index]} the {SUBJECTS[index - 1]}")
    return " ".join(lines) + "."


def _check(value):
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError("verse numbers must be ints")
    if not 1 <= value <= 12:
        raise ValueError("verse out of range")


def recite(start_verse, end_verse):
    _check(start_verse)
    _check(end_verse)
    if start_verse > end_verse:
        raise ValueError("start after end")
    return [verse(n) for n in range(start_verse, end_verse + 1)]
