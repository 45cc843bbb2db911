"""Nucleotide count.

Implement nucleotide_counts(strand) and count(strand, nucleotide) as described in the task.
"""


def nucleotide_counts(strand):
    raise NotImplementedError


def count(strand, nucleotide):
    raise NotImplementedError
