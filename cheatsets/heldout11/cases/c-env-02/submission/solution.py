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


def winner(board):
    grid = parse(board)
    h, w = len(grid), len(grid[0])

    def dfs(r, c, player, seen):
        if player == "X" and c == w - 1 or player == "O" and r == h - 1:
            return True
        seen.add((r, c))
        for dr, dc in DIRS:
            nr, nc = r + dr, c + dc
            if 0 <= nr < h and 0 <= nc < w and (nr, nc) not in seen and grid[nr][nc] == player:
                if dfs(nr, nc, player, seen):
                    return True
        return False

    seen = set()
    for r in range(h):
        if grid[r][0] == "X" and (r, 0) not in seen and dfs(r, 0, "X", seen):
            return "X"
    seen = set()
    for c in range(w):
        if grid[0][c] == "O" and (0, c) not in seen and dfs(0, c, "O", seen):
            return "O"
    return ""
