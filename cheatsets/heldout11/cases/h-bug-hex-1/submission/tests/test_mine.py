import pytest
from solution import winner


def test_single_cells():
    assert winner(["X"]) == "X"
    assert winner(["O"]) == "O"
    assert winner(["."]) == ""


def test_o_diagonal():
    assert winner([". O", " O ."]) == "O"


def test_ragged():
    with pytest.raises(ValueError):
        winner([". .", "."])


def test_bad_type():
    with pytest.raises(TypeError):
        winner("X")
