import pytest

from solution import gamestate


def test_x_wins_row():
    assert gamestate(["XXX", "OO ", "   "]) == "win"


def test_draw():
    assert gamestate(["XOX", "XXO", "OXO"]) == "draw"


def test_o_started():
    with pytest.raises(ValueError, match="Wrong turn order: O started"):
        gamestate(["O  ", "   ", "   "])
