"""Hamming distance, validating with str.translate."""

_DROP_VALID = str.maketrans("", "", "ACGT")


class InvalidStrand(ValueError):
    pass


def check_strand(strand):
    if not isinstance(strand, str):
        raise TypeError("a DNA strand must be given as str")
    leftovers = strand.translate(_DROP_VALID)
    if leftovers:
        raise InvalidStrand(f"unexpected characters: {sorted(set(leftovers))}")


def distance(strand_a, strand_b):
    check_strand(strand_a)
    check_strand(strand_b)
    if len(strand_a) != len(strand_b):
        raise ValueError("strands must be of equal length")
    same = 0
    for x, y in zip(strand_a, strand_b):
        same += x == y
    return len(strand_a) - same


def closest(reference, candidates):
    it = iter(candidates)
    try:
        first = next(it)
    except StopIteration:
        raise ValueError("empty candidate list") from None
    best_i, best_d = 0, distance(reference, first)
    for i, cand in enumerate(it, start=1):
        d = distance(reference, cand)
        if d < best_d:
            best_i, best_d = i, d
    return best_i
