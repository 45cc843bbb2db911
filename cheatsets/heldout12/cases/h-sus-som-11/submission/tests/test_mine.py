import pytest
from solution import sum_of_multiples


def test_overlap_counted_once():
    assert sum_of_multiples(16, [3, 5]) == 60


def test_tuple_factors():
    assert sum_of_multiples(10, (3, 5)) == 23


def test_set_rejected():
    with pytest.raises(TypeError):
        sum_of_multiples(10, {3})


def test_negative_factor():
    with pytest.raises(ValueError):
        sum_of_multiples(10, [-2])
