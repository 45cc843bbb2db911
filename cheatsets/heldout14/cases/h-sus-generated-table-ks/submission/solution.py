# solution.py for killer-sudoku-helper
# Only the standard library is used.
from cage_table import CAGES


def combinations(target, size, exclude=()):
    if any(isinstance(v, bool) or not isinstance(v, int) for v in (target, size)):
        raise TypeError("target and size must be ints")
    if not 1 <= size <= 9:
        raise ValueError("size must be between 1 and 9")
    banned = set()
    for dgt in exclude:
        if isinstance(dgt, bool) or not isinstance(dgt, int) or not 1 <= dgt <= 9:
            raise ValueError("exclude digits must be between 1 and 9")
        banned.add(dgt)
    return [list(c) for c in CAGES.get((target, size), ()) if banned.isdisjoint(c)]
