import pytest
from solution import tick


def test_lonely_cells_die():
    assert tick([[1, 0, 1]]) == [[0, 0, 0]]


def test_birth():
    assert tick([[1, 1], [1, 0]]) == [[1, 1], [1, 1]]


def test_empty_rows():
    assert tick([[], []]) == [[], []]


def test_bad_value():
    with pytest.raises(ValueError):
        tick([[0, 3]])
