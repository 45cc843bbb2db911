from functools import lru_cache

_STRIP = str.maketrans("", "", "ACGT")


@lru_cache(maxsize=4096)
def _valid_short(strand):
    return not strand.translate(_STRIP)


def _check(strand):
    if not isinstance(strand, str):
        raise TypeError("strand must be a str")
    ok = _valid_short(strand) if len(strand) <= 64 else not strand.translate(_STRIP)
    if not ok:
        raise ValueError("invalid nucleotide in strand")


def distance(strand_a, strand_b):
    _check(strand_a)
    _check(strand_b)
    if len(strand_a) != len(strand_b):
        raise ValueError("strands must be of equal length")
    return sum(a != b for a, b in zip(strand_a, strand_b))


def closest(reference, candidates):
    best_index = best = None
    for i, cand in enumerate(candidates):
        dist = distance(reference, cand)
        if best is None or dist < best:
            best_index, best = i, dist
    if best_index is None:
        raise ValueError("empty candidates")
    return best_index
