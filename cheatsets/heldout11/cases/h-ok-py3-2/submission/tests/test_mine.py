import pytest
from solution import triplets_with_sum


def test_twelve():
    assert triplets_with_sum(12) == [[3, 4, 5]]


def test_thousand():
    assert triplets_with_sum(1000) == [[200, 375, 425]]


def test_none():
    assert triplets_with_sum(1001) == []


def test_negative():
    with pytest.raises(ValueError):
        triplets_with_sum(-1)
