import pytest

from solution import gamestate


@pytest.mark.parametrize("board,want", [
    (["XXX", "OO ", "   "], "win"),     # original example
    (["XOX", "XXO", "OXO"], "draw"),    # original example
    (["   ", "   ", "   "], "ongoing"),
])
def test_state(board, want):
    assert gamestate(board) == want


@pytest.mark.parametrize("board,msg", [
    (["O  ", "   ", "   "], "Wrong turn order: O started"),   # original example
    (["XX ", "   ", "   "], "Wrong turn order: X went twice"),
])
def test_errors(board, msg):
    with pytest.raises(ValueError, match=msg):
        gamestate(board)
