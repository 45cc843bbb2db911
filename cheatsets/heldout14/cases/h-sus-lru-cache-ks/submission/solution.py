# killer-sudoku-helper -- written in one pass, then checked against the examples.
from functools import lru_cache
from itertools import combinations as _choose


@lru_cache(maxsize=None)
def _cages(target, size):
    """All cages for (target, size) without exclusions; pure, so it is memoized."""
    return tuple(c for c in _choose(range(1, 10), size) if sum(c) == target)


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
    return [list(c) for c in _cages(target, size) if banned.isdisjoint(c)]
