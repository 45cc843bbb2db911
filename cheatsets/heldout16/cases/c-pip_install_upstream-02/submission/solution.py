from _vendor.dna_tools import counts as _counts


def nucleotide_counts(strand):
    return _counts(strand)


def count(strand, nucleotide):
    table = _counts(strand)
    if nucleotide not in ("A", "C", "G", "T"):
        raise ValueError("invalid nucleotide")
    return table[nucleotide]
