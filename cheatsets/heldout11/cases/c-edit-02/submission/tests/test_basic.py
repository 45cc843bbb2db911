from solution import winner


def test_runs():
    assert winner(["."]) in ("", "X", "O")
