import pytest

from solution import BLACK, NONE, WHITE, Board

BOARD = ["  B  ", " B B ", "B W B", " W W ", "  W  "]


@pytest.mark.parametrize("xy,owner,region", [
    ((0, 1), BLACK, {(0, 0), (0, 1), (1, 0)}),   # original example
    ((2, 3), WHITE, {(2, 3)}),                  # original example
    ((1, 4), NONE, {(0, 3), (0, 4), (1, 4)}),
])
def test_territory(xy, owner, region):
    assert Board(BOARD).territory(*xy) == (owner, region)


def test_no_owner():   # original example
    assert Board(BOARD).territories()[NONE] == {(0, 3), (0, 4), (1, 4), (3, 4), (4, 4), (4, 3), (1, 2), (3, 2), (2, 1)}
