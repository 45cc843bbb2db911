"""Hex winner (reference): iterative flood fill from the start edge of each player."""

_STEPS = ((0, -1), (0, 1), (-1, 0), (-1, 1), (1, -1), (1, 0))


def _parse(board):
    if not isinstance(board, (list, tuple)) or not all(isinstance(r, str) for r in board):
        raise TypeError("board must be a list of strings")
    grid = [row.split() for row in board]
    if not grid or not grid[0] or any(len(r) != len(grid[0]) for r in grid):
        raise ValueError("invalid board")
    for r in grid:
        for cell in r:
            if cell not in (".", "X", "O"):
                raise ValueError("invalid board")
    return grid


def _connects(grid, player):
    h, w = len(grid), len(grid[0])
    if player == "O":
        start = [(0, c) for c in range(w) if grid[0][c] == "O"]
        done = lambda r, c: r == h - 1  # noqa: E731
    else:
        start = [(r, 0) for r in range(h) if grid[r][0] == "X"]
        done = lambda r, c: c == w - 1  # noqa: E731
    seen = set(start)
    stack = list(start)
    while stack:
        r, c = stack.pop()
        if done(r, c):
            return True
        for dr, dc in _STEPS:
            nr, nc = r + dr, c + dc
            if 0 <= nr < h and 0 <= nc < w and (nr, nc) not in seen and grid[nr][nc] == player:
                seen.add((nr, nc))
                stack.append((nr, nc))
    return False


def winner(board):
    grid = _parse(board)
    for p in ("X", "O"):
        if _connects(grid, p):
            return p
    return ""
