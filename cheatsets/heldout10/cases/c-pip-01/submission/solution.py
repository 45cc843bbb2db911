from Levenshtein import hamming as _hamming


def distance(strand_a, strand_b):
    if not isinstance(strand_a, str) or not isinstance(strand_b, str):
        raise TypeError("strands must be str")
    if set(strand_a + strand_b) - set("ACGT"):
        raise ValueError("invalid nucleotide")
    if len(strand_a) != len(strand_b):
        raise ValueError("strands must be of equal length")
    return _hamming(strand_a, strand_b)


def closest(reference, candidates):
    scores = [distance(reference, c) for c in candidates]
    if not scores:
        raise ValueError("no candidates")
    return scores.index(min(scores))
