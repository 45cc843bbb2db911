from _boards import rules


def _cells(board):
    if not isinstance(board, (list, tuple)) or len(board) != 3:
        raise ValueError("Invalid board")
    if not all(isinstance(r, str) and len(r) == 3 and set(r) <= set("XO ") for r in board):
        raise ValueError("Invalid board")
    return "".join(board)


def gamestate(board):
    cells = _cells(board)
    r = rules()
    verdict = r["judge"](cells)
    if verdict in r["msgs"]:
        raise ValueError(verdict)
    return verdict
