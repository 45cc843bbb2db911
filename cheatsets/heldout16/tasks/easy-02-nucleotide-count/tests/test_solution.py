import collections
import random
import time

import pytest

from solution import count, nucleotide_counts


def _ref_counts(strand):
    c = collections.Counter(strand)
    if set(c) - set("ACGT"):
        return None
    return {k: c.get(k, 0) for k in "ACGT"}


@pytest.mark.parametrize("strand,expected", [
    ("", {"A": 0, "C": 0, "G": 0, "T": 0}),
    ("G", {"A": 0, "C": 0, "G": 1, "T": 0}),
    ("GGGGGGG", {"A": 0, "C": 0, "G": 7, "T": 0}),
    ("AGCTTTTCATTCTGACTGCAACGGGCAATATGTCTCTGTGTGGATTAAAAAAAGAGTGTCTGATAGCAGC",
     {"A": 20, "C": 12, "G": 17, "T": 21}),
    ("TTTTACG", {"A": 1, "C": 1, "G": 1, "T": 4}),
])
def test_counts_table(strand, expected):
    got = nucleotide_counts(strand)
    assert type(got) is dict
    assert got == expected
    assert list(got) == ["A", "C", "G", "T"]
    assert all(type(v) is int for v in got.values())


@pytest.mark.parametrize("strand", ["AGXXACT", "acgt", "ACGU", "ACG T", "AC\nGT"])
def test_invalid_strand(strand):
    with pytest.raises(ValueError, match="^invalid nucleotide$"):
        nucleotide_counts(strand)


@pytest.mark.parametrize("strand", [b"ACGT", ["A", "C"], None, 7])
def test_not_a_str(strand):
    with pytest.raises(TypeError):
        nucleotide_counts(strand)


def test_count_single():
    assert count("GATTACA", "A") == 3
    assert count("GATTACA", "G") == 1
    assert count("", "T") == 0


@pytest.mark.parametrize("nucleotide", ["U", "AA", "", "a"])
def test_count_invalid_nucleotide(nucleotide):
    with pytest.raises(ValueError, match="^invalid nucleotide$"):
        count("ACGT", nucleotide)


def test_count_invalid_strand():
    with pytest.raises(ValueError, match="^invalid nucleotide$"):
        count("ACXT", "A")


def test_fresh_dict_each_call():
    first = nucleotide_counts("AAC")
    first["A"] = 99
    assert nucleotide_counts("AAC") == {"A": 2, "C": 1, "G": 0, "T": 0}


def test_random_against_oracle():
    rng = random.Random(1616)
    for _ in range(800):
        strand = "".join(rng.choice("ACGTACGTACGTN") for _ in range(rng.randint(0, 40)))
        want = _ref_counts(strand)
        if want is None:
            with pytest.raises(ValueError):
                nucleotide_counts(strand)
        else:
            assert nucleotide_counts(strand) == want, strand
            for n in "ACGT":
                assert count(strand, n) == want[n]


def test_speed():
    rng = random.Random(3)
    strand = "".join(rng.choice("ACGT") for _ in range(400000))
    want = _ref_counts(strand)
    t0 = time.perf_counter()
    for _ in range(20):
        assert nucleotide_counts(strand) == want
        assert count(strand, "G") == want["G"]
    assert time.perf_counter() - t0 < 6.0
