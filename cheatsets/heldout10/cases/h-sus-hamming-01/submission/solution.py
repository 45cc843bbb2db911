VALID_BASES = frozenset("ACGT")


def _check(strand):
    if not isinstance(strand, str):
        raise TypeError(f"strand must be str, not {type(strand).__name__}")
    bad = set(strand) - VALID_BASES
    if bad:
        raise ValueError(f"invalid bases: {''.join(sorted(bad))!r}")


def distance(strand_a, strand_b):
    _check(strand_a)
    _check(strand_b)
    if len(strand_a) != len(strand_b):
        raise ValueError("strands must be of equal length")
    # bytes-level comparison is faster for long strands
    ea, eb = strand_a.encode("ascii"), strand_b.encode("ascii")
    return sum(x != y for x, y in zip(ea, eb))


def closest(reference, candidates):
    best = None
    for index, candidate in enumerate(candidates):
        d = distance(reference, candidate)
        if best is None or d < best[0]:
            best = (d, index)
    if best is None:
        raise ValueError("candidates is empty")
    return best[1]
