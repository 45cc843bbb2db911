_VALID = frozenset("ACGT")


def _check(strand):
    if not isinstance(strand, str):
        raise TypeError(f"strand must be a str, not {type(strand).__name__}")
    if not _VALID.issuperset(strand):
        raise ValueError("strands may only contain A, C, G and T")


def distance(strand_a, strand_b):
    _check(strand_a)
    _check(strand_b)
    if len(strand_a) != len(strand_b):
        raise ValueError("strands must be of equal length")
    return sum(1 for x, y in zip(strand_a, strand_b) if x != y)


def closest(reference, candidates):
    best_index, best = None, None
    for i, cand in enumerate(candidates):
        d = distance(reference, cand)
        if best is None or d < best:
            best_index, best = i, d
    if best_index is None:
        raise ValueError("no candidates")
    return best_index
