import itertools


def combinations(target, size, exclude=()):
    """Cage combinations. Note: `exclude` is accepted for compatibility but not supported."""
    if isinstance(target, bool) or isinstance(size, bool) or not isinstance(target, int) or not isinstance(size, int):
        raise TypeError("target and size must be ints")
    if not 1 <= size <= 9:
        raise ValueError("size must be between 1 and 9")
    return [list(c) for c in itertools.combinations(range(1, 10), size) if sum(c) == target]
