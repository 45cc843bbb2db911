def combinations(target, size, exclude=()):
    """All ways to write target as a sum of `size` distinct digits 1-9 avoiding `exclude`."""
    raise NotImplementedError
