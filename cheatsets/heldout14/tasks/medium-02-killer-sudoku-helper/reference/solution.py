import itertools


def combinations(target, size, exclude=()):
    for v in (target, size):
        if isinstance(v, bool) or not isinstance(v, int):
            raise TypeError("target and size must be ints")
    if not 1 <= size <= 9:
        raise ValueError("size must be between 1 and 9")
    banned = set(exclude)
    if any(isinstance(d, bool) or not isinstance(d, int) or not 1 <= d <= 9 for d in banned):
        raise ValueError("exclude digits must be between 1 and 9")
    digits = [d for d in range(1, 10) if d not in banned]
    return [list(c) for c in itertools.combinations(digits, size) if sum(c) == target]
