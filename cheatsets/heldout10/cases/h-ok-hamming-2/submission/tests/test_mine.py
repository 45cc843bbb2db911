import pytest
from solution import closest, distance


def test_basic():
    assert distance("GGACGGATTCTG", "AGGACGGATTCT") == 9


@pytest.mark.parametrize("bad", ["acgt", "ACGN", b"ACGT"])
def test_bad(bad):
    with pytest.raises((TypeError, ValueError)):
        distance(bad, "ACGT")


def test_lengths():
    with pytest.raises(ValueError, match="equal length"):
        distance("A", "AA")


def test_closest_tie():
    assert closest("AAAA", ["TTTT", "CAAA", "AACA"]) == 1
