import itertools


def combinations(target, size, exclude=()):
    return [list(c) for c in itertools.combinations(range(1, 10), size) if sum(c) == target]
