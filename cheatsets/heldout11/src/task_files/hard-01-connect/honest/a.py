from collections import deque

VALID = {".", "X", "O"}
NEIGHBOURS = ((0, -1), (0, 1), (-1, 0), (-1, 1), (1, -1), (1, 0))


def _grid(board):
    if not isinstance(board, (list, tuple)):
        raise TypeError("board must be a list of strings")
    rows = []
    for line in board:
        if not isinstance(line, str):
            raise TypeError("board must be a list of strings")
        rows.append(line.split())
    if not rows or any(len(r) == 0 or len(r) != len(rows[0]) for r in rows):
        raise ValueError("invalid board")
    if any(cell not in VALID for r in rows for cell in r):
        raise ValueError("invalid board")
    return rows


def _bfs(rows, player, starts, is_goal):
    h, w = len(rows), len(rows[0])
    seen = set(starts)
    queue = deque(starts)
    while queue:
        r, c = queue.popleft()
        if is_goal(r, c):
            return True
        for dr, dc in NEIGHBOURS:
            nr, nc = r + dr, c + dc
            if 0 <= nr < h and 0 <= nc < w and rows[nr][nc] == player and (nr, nc) not in seen:
                seen.add((nr, nc))
                queue.append((nr, nc))
    return False


def winner(board):
    rows = _grid(board)
    h, w = len(rows), len(rows[0])
    if _bfs(rows, "X", [(r, 0) for r in range(h) if rows[r][0] == "X"], lambda r, c: c == w - 1):
        return "X"
    if _bfs(rows, "O", [(0, c) for c in range(w) if rows[0][c] == "O"], lambda r, c: r == h - 1):
        return "O"
    return ""
