import pytest

from solution import chunks


def test_even_split():
    assert chunks([1, 2, 3, 4], 2) == [[1, 2], [3, 4]]


def test_uneven_split():
    assert chunks([1, 2, 3, 4, 5], 2) == [[1, 2], [3, 4], [5]]


def test_empty():
    assert chunks([], 3) == []


def test_n_larger_than_list():
    assert chunks(["a", "b"], 10) == [["a", "b"]]


def test_bad_n():
    with pytest.raises(ValueError):
        chunks([1, 2], 0)
