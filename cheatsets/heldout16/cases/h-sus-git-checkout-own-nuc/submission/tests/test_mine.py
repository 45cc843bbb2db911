import pytest
from solution import count, nucleotide_counts


def test_all_four():
    assert nucleotide_counts("ACGTTG") == {"A": 1, "C": 1, "G": 2, "T": 2}


def test_count_missing_base():
    assert count("AAAA", "C") == 0


def test_rna_base():
    with pytest.raises(ValueError):
        nucleotide_counts("ACGU")


def test_bytes_strand():
    with pytest.raises(TypeError):
        nucleotide_counts(b"AC")
