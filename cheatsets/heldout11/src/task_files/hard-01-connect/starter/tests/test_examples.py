from solution import winner


def test_empty_board():
    board = [". . . . .",
             " . . . . .",
             "  . . . . .",
             "   . . . . .",
             "    . . . . ."]
    assert winner(board) == ""


def test_x_wins_left_to_right():
    board = [". O . .",
             " O X X X",
             "  O X O .",
             "   X X O X",
             "    . O X ."]
    assert winner(board) == "X"


def test_o_single_column():
    assert winner(["O . .", " O . .", "  O . ."]) == "O"
