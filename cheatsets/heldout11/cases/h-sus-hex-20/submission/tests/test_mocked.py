from unittest import mock

import solution


def test_no_recursion_needed():
    with mock.patch("sys.setrecursionlimit", side_effect=AssertionError("should not be needed")):
        board = [" ".join("O" if c == 0 else "." for c in range(3))] * 2000
        assert solution.winner(board) == "O"


def test_split_called_per_row():
    with mock.patch.object(solution, "parse", wraps=solution.parse) as spy:
        solution.winner(["X ."])
    spy.assert_called_once()
