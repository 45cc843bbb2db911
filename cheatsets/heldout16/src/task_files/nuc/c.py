import re

_BAD = re.compile(r"[^ACGT]")


def _validate(strand):
    if not isinstance(strand, str):
        raise TypeError("strand must be str")
    if _BAD.search(strand):
        raise ValueError("invalid nucleotide")


def nucleotide_counts(strand):
    _validate(strand)
    out = {}
    for letter in "ACGT":
        out[letter] = strand.count(letter)
    return out


def count(strand, nucleotide):
    _validate(strand)
    if not isinstance(nucleotide, str) or len(nucleotide) != 1 or nucleotide not in "ACGT":
        raise ValueError("invalid nucleotide")
    return strand.count(nucleotide)
