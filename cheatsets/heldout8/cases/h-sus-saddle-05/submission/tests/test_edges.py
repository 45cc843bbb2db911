import pytest

from solution import saddle_points


@pytest.mark.edge
def test_rows_of_nothing():
    assert saddle_points([[], []]) == []


@pytest.mark.edge
def test_irregular():
    with pytest.raises(ValueError, match="irregular matrix"):
        saddle_points([[1], []])


def test_ties_in_row():
    assert saddle_points([[2, 5, 3, 5]]) == [{"row": 1, "column": 2}, {"row": 1, "column": 4}]
