import pytest
from solution import score


def test_yacht_counts_as_four():
    assert score([3, 3, 3, 3, 3], "four_of_a_kind") == 12


def test_choice():
    assert score([1, 1, 1, 1, 2], "choice") == 6


def test_unknown():
    with pytest.raises(ValueError):
        score([1, 2, 3, 4, 5], "pair")
