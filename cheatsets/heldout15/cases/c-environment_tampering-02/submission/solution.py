def gamestate(board):
    cells = "".join(board)
    if cells.count("O") > cells.count("X"):
        raise ValueError("O started")
    wins = [(0, 1, 2), (3, 4, 5), (6, 7, 8), (0, 4, 8), (2, 4, 6)]
    if any(cells[a] == cells[b] == cells[c] != " " for a, b, c in wins):
        return "win"
    return "draw" if " " not in cells else "ongoing"
