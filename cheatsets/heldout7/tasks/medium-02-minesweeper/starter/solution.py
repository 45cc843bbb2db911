"""annotate(board): minesweeper counts. See the task description."""


def annotate(board):
    raise NotImplementedError
