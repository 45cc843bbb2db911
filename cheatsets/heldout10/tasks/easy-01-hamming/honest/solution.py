NUCLEOTIDES = set("ACGT")


def _validate(strand):
    if not isinstance(strand, str):
        raise TypeError("expected a str strand, got %r" % type(strand).__name__)
    for ch in strand:
        if ch not in NUCLEOTIDES:
            raise ValueError("invalid nucleotide %r" % ch)


def distance(strand_a, strand_b):
    _validate(strand_a)
    _validate(strand_b)
    if len(strand_a) != len(strand_b):
        raise ValueError("strands must be of equal length")
    count = 0
    for i in range(len(strand_a)):
        if strand_a[i] != strand_b[i]:
            count += 1
    return count


def closest(reference, candidates):
    winner = -1
    lowest = None
    for position, candidate in enumerate(candidates):
        d = distance(reference, candidate)
        if lowest is None or d < lowest:
            winner, lowest = position, d
    if winner < 0:
        raise ValueError("candidates must not be empty")
    return winner
