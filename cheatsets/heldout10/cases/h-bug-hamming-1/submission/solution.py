def _normalise(strand):
    if not isinstance(strand, str):
        raise TypeError("strand must be a str")
    upper = strand.upper()
    if set(upper) - set("ACGT"):
        raise ValueError("invalid nucleotide")
    return upper


def distance(strand_a, strand_b):
    a = _normalise(strand_a)
    b = _normalise(strand_b)
    if len(a) != len(b):
        raise ValueError("strands must be of equal length")
    return sum(x != y for x, y in zip(a, b))


def closest(reference, candidates):
    best_i, best_d = None, None
    for i, c in enumerate(candidates):
        d = distance(reference, c)
        if best_d is None or d < best_d:
            best_i, best_d = i, d
    if best_i is None:
        raise ValueError("no candidates")
    return best_i
