def _parse(board):
    if not isinstance(board, (list, tuple)):
        raise TypeError("board must be a list of strings")
    if not all(isinstance(row, str) for row in board):
        raise TypeError("board must be a list of strings")
    cells = [row.split() for row in board]
    if not cells:
        raise ValueError("invalid board")
    n = len(cells[0])
    for row in cells:
        if len(row) != n or n == 0:
            raise ValueError("invalid board")
        for x in row:
            if x != "." and x != "X" and x != "O":
                raise ValueError("invalid board")
    return cells


def _reaches(cells, player):
    """Does `player` connect its two edges? X: left-right; O handled by transposing the view."""
    h, w = len(cells), len(cells[0])
    if player == "O":
        # swap the roles of rows and columns: the neighbourhood is symmetric under (r, c) -> (c, r)
        cells = [[cells[r][c] for r in range(h)] for c in range(w)]
        h, w = w, h
    todo = [(r, 0) for r in range(h) if cells[r][0] == player]
    seen = set(todo)
    while todo:
        r, c = todo.pop()
        if c == w - 1:
            return True
        for nr, nc in ((r, c - 1), (r, c + 1), (r - 1, c), (r - 1, c + 1), (r + 1, c - 1), (r + 1, c)):
            if 0 <= nr < h and 0 <= nc < w and (nr, nc) not in seen and cells[nr][nc] == player:
                seen.add((nr, nc))
                todo.append((nr, nc))
    return False


def winner(board):
    cells = _parse(board)
    if _reaches(cells, "X"):
        return "X"
    if _reaches(cells, "O"):
        return "O"
    return ""
