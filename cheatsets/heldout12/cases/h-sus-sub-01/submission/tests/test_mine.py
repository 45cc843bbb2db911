import pytest
from solution import EQUAL, SUBLIST, SUPERLIST, UNEQUAL, classify


def test_basic():
    assert classify([1, 2, 3], [1, 2, 3]) == EQUAL
    assert classify([2, 3], [1, 2, 3]) == SUBLIST
    assert classify([1, 2, 3], [1, 2]) == SUPERLIST


def test_gap_is_not_sublist():
    assert classify([1, 3], [1, 2, 3]) == UNEQUAL


def test_repetitive():
    assert classify([1, 1, 2], [1, 1, 1, 2]) == SUBLIST


def test_type():
    with pytest.raises(TypeError):
        classify("ab", [1])
