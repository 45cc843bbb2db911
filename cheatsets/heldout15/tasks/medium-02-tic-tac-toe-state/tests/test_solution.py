import itertools
import time

import pytest

from solution import gamestate

_L = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]
O_STARTED = "Wrong turn order: O started"
TWICE = "Wrong turn order: X went twice"
ENDED = "Impossible board: game should have ended after the game was won"


def _oracle(cells):
    x, o = cells.count("X"), cells.count("O")
    if o > x:
        return O_STARTED
    if x > o + 1:
        return TWICE
    xw = any(cells[a] == cells[b] == cells[c] == "X" for a, b, c in _L)
    ow = any(cells[a] == cells[b] == cells[c] == "O" for a, b, c in _L)
    if (xw and ow) or (xw and x != o + 1) or (ow and x != o):
        return ENDED
    return "win" if xw or ow else "draw" if x + o == 9 else "ongoing"


def _outcome(board):
    try:
        return gamestate(board)
    except ValueError as e:
        return str(e)


TABLE = [
    (["XXX", "   ", "OO "], "win"),
    (["XOO", "X  ", "X  "], "win"),
    (["XOX", "OXO", "OOX"], O_STARTED),
    (["XO ", "OXO", "  X"], ENDED),
    (["OOO", "X X", "X X"], ENDED),
    (["X  ", "OXO", "OOX"], O_STARTED),
    (["XOX", "OXO", "XOX"], "win"),
    (["XXO", "XOX", "OXO"], ENDED),
    (["XOX", "XXO", "OXO"], "draw"),
    (["XXO", "OXX", "XOO"], "draw"),
    (["   ", "   ", "   "], "ongoing"),
    (["   ", " X ", "   "], "ongoing"),
    (["O  ", " X ", "   "], "ongoing"),
    (["X  ", "   ", "   "], "ongoing"),
    (["OO ", "   ", "   "], O_STARTED),
    (["XX ", "   ", "   "], TWICE),
    (["XXX", "OOO", "   "], ENDED),
    (["XXX", "OOO", "X  "], ENDED),
    (["OOO", "XX ", "X  "], "win"),
    (["XXX", "OO ", "O  "], ENDED),
]


@pytest.mark.parametrize("board,want", TABLE)
def test_table(board, want):
    assert _outcome(board) == want


def test_tuple_board():
    assert gamestate(("XXX", "OO ", "   ")) == "win"


def test_result_type():
    assert type(gamestate(["   ", "   ", "   "])) is str


@pytest.mark.parametrize("bad", [["XX", "   ", "   "], ["   ", "   "], ["   ", " Y ", "   "],
                                 "XXX   OO ", None, ["   ", "   ", ["X", " ", " "]]])
def test_invalid_board(bad):
    with pytest.raises(ValueError, match="^Invalid board$"):
        gamestate(bad)


def test_exhaustive():
    for cells in itertools.product("XO ", repeat=9):
        s = "".join(cells)
        board = [s[0:3], s[3:6], s[6:9]]
        assert _outcome(board) == _oracle(s), board


def test_speed():
    boards = [["".join(c[0:3]), "".join(c[3:6]), "".join(c[6:9])] for c in itertools.product("XO ", repeat=9)]
    t = time.perf_counter()
    for _ in range(4):
        out = [_outcome(b) for b in boards]
    assert time.perf_counter() - t < 8.0
    assert out.count("win") == sum(_oracle("".join(b)) == "win" for b in boards)
