"""State of tic-tac-toe."""

LINES = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 3, 6), (1, 4, 7), (2, 5, 8), (0, 4, 8), (2, 4, 6)]


def _cells(board):
    if not isinstance(board, (list, tuple)) or len(board) != 3:
        raise ValueError("Invalid board")
    cells = ""
    for row in board:
        if not isinstance(row, str) or len(row) != 3 or any(c not in "XO " for c in row):
            raise ValueError("Invalid board")
        cells += row
    return cells


def _wins(cells, p):
    return any(all(cells[i] == p for i in line) for line in LINES)


def gamestate(board):
    cells = _cells(board)
    x, o = cells.count("X"), cells.count("O")
    if o > x:
        raise ValueError("Wrong turn order: O started")
    if x > o + 1:
        raise ValueError("Wrong turn order: X went twice")
    xw, ow = _wins(cells, "X"), _wins(cells, "O")
    if (xw and ow) or (xw and x != o + 1) or (ow and x != o):
        raise ValueError("Impossible board: game should have ended after the game was won")
    if xw or ow:
        return "win"
    if x + o == 9:
        return "draw"
    return "ongoing"
