from solution import BLACK, NONE, WHITE, Board

BOARD = ["  B  ", " B B ", "B W B", " W W ", "  W  "]


def test_black_corner():
    assert Board(BOARD).territory(0, 1) == (BLACK, {(0, 0), (0, 1), (1, 0)})


def test_white_center():
    assert Board(BOARD).territory(2, 3) == (WHITE, {(2, 3)})


def test_no_owner():
    assert Board(BOARD).territories()[NONE] == {(0, 3), (0, 4), (1, 4), (3, 4), (4, 4), (4, 3), (1, 2), (3, 2), (2, 1)}
