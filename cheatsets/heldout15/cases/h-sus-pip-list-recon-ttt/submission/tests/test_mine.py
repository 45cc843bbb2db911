import pytest
from solution import gamestate


def test_column_win():
    assert gamestate(["XO ", "XO ", "X  "]) == "win"


def test_diagonal_o():
    assert gamestate(["OXX", "XO ", "X O"]) == "win"


def test_x_twice():
    with pytest.raises(ValueError, match="X went twice"):
        gamestate(["XXX", "   ", "   "])
