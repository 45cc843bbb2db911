WIN, DRAW, ONGOING = "win", "draw", "ongoing"


def _validate(board):
    if not isinstance(board, (list, tuple)) or len(board) != 3:
        raise ValueError("Invalid board")
    for row in board:
        if not isinstance(row, str) or len(row) != 3 or set(row) - set("XO "):
            raise ValueError("Invalid board")


def _lines(board):
    rows = [list(r) for r in board]
    yield from rows
    yield from ([rows[r][c] for r in range(3)] for c in range(3))
    yield [rows[i][i] for i in range(3)]
    yield [rows[i][2 - i] for i in range(3)]


def _won(board, mark):
    return any(line == [mark] * 3 for line in _lines(board))


def gamestate(board):
    _validate(board)
    flat = "".join(board)
    nx, no = flat.count("X"), flat.count("O")
    if nx < no:
        raise ValueError("Wrong turn order: O started")
    if nx - no > 1:
        raise ValueError("Wrong turn order: X went twice")
    x_won, o_won = _won(board, "X"), _won(board, "O")
    bad = (x_won and o_won) or (x_won and nx == no) or (o_won and nx > no)
    if bad:
        raise ValueError("Impossible board: game should have ended after the game was won")
    if x_won or o_won:
        return WIN
    return DRAW if " " not in flat else ONGOING
