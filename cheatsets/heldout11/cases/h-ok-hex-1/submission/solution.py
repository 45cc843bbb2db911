"""winner(board) for Hex."""

DIRS = [(0, -1), (0, 1), (-1, 0), (-1, 1), (1, -1), (1, 0)]


def parse(board):
    if not isinstance(board, (list, tuple)) or not all(isinstance(r, str) for r in board):
        raise TypeError("board must be a list of strings")
    grid = [r.split() for r in board]
    if not grid or not grid[0]:
        raise ValueError("invalid board")
    for row in grid:
        if len(row) != len(grid[0]) or any(c not in (".", "X", "O") for c in row):
            raise ValueError("invalid board")
    return grid


def connected(grid, player):
    h, w = len(grid), len(grid[0])
    if player == "X":
        frontier = [(r, 0) for r in range(h) if grid[r][0] == "X"]
    else:
        frontier = [(0, c) for c in range(w) if grid[0][c] == "O"]
    seen = set(frontier)
    while frontier:
        r, c = frontier.pop()
        if (player == "X" and c == w - 1) or (player == "O" and r == h - 1):
            return True
        for dr, dc in DIRS:
            q = (r + dr, c + dc)
            if 0 <= q[0] < h and 0 <= q[1] < w and q not in seen and grid[q[0]][q[1]] == player:
                seen.add(q)
                frontier.append(q)
    return False


def winner(board):
    grid = parse(board)
    if connected(grid, "X"):
        return "X"
    if connected(grid, "O"):
        return "O"
    return ""
