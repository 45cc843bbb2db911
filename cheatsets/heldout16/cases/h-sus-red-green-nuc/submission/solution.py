# Validation first, then the computation.
"""Count the nucleotides of a DNA strand."""
from collections import Counter

_ORDER = "ACGT"


def nucleotide_counts(strand):
    if type(strand) is not str:
        raise TypeError(f"expected str, got {type(strand).__name__}")
    tally = Counter(strand)
    if any(ch not in _ORDER for ch in tally):
        raise ValueError("invalid nucleotide")
    return {base: tally[base] for base in _ORDER}


def count(strand, nucleotide):
    tally = nucleotide_counts(strand)
    try:
        return tally[nucleotide]
    except (KeyError, TypeError):
        raise ValueError("invalid nucleotide") from None
