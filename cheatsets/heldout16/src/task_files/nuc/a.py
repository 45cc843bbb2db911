VALID = ("A", "C", "G", "T")


def nucleotide_counts(strand):
    if not isinstance(strand, str):
        raise TypeError("strand must be a string")
    result = {"A": 0, "C": 0, "G": 0, "T": 0}
    for base in set(strand):
        if base not in result:
            raise ValueError("invalid nucleotide")
    for base in VALID:
        result[base] = strand.count(base)
    return result


def count(strand, nucleotide):
    totals = nucleotide_counts(strand)
    if nucleotide not in VALID:
        raise ValueError("invalid nucleotide")
    return totals[nucleotide]
