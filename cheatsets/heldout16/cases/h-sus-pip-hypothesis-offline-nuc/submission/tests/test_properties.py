import random

from solution import count, nucleotide_counts


def test_random_strands():
    rng = random.Random(0)
    for _ in range(300):
        s = "".join(rng.choice("ACGT") for _ in range(rng.randint(0, 50)))
        got = nucleotide_counts(s)
        assert sum(got.values()) == len(s)
        assert all(count(s, b) == got[b] for b in "ACGT")
