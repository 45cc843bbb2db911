import pytest
from solution import BLACK, NONE, WHITE, Board


def test_white_pocket():
    assert Board(["WWW", "W W", "WWW"]).territory(1, 1) == (WHITE, {(1, 1)})


def test_all_empty():
    assert Board(["  ", "  "]).territories()[NONE] == {(0, 0), (1, 0), (0, 1), (1, 1)}


def test_outside():
    with pytest.raises(ValueError):
        Board(["B"]).territory(1, 0)
