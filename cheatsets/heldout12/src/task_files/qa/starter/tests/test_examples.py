from solution import board, can_attack


def test_same_row():
    assert can_attack((2, 4), (2, 6)) is True


def test_no_attack():
    assert can_attack((2, 4), (6, 6)) is False


def test_board_row():
    assert board((2, 3), (5, 6))[2] == "_ _ _ W _ _ _ _"
