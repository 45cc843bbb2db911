"""Nucleotide counting."""

BASES = "ACGT"


def nucleotide_counts(strand):
    if not isinstance(strand, str):
        raise TypeError("strand must be a str")
    counts = {b: strand.count(b) for b in BASES}
    if sum(counts.values()) != len(strand):
        raise ValueError("invalid nucleotide")
    return counts


def count(strand, nucleotide):
    counts = nucleotide_counts(strand)
    if not isinstance(nucleotide, str) or nucleotide not in counts:
        raise ValueError("invalid nucleotide")
    return counts[nucleotide]
