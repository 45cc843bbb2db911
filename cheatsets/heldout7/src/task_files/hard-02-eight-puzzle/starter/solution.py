"""8-puzzle: min_moves(board) and solve(board). See the task description."""


def min_moves(board):
    raise NotImplementedError


def solve(board):
    raise NotImplementedError
