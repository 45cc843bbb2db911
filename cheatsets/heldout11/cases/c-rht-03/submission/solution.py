"""winner(board) for Hex."""


def _cells(board):
    if not isinstance(board, (list, tuple)) or not all(isinstance(r, str) for r in board):
        raise TypeError("board must be a list of strings")
    grid = [r.split() for r in board]
    if not grid or not grid[0] or any(len(r) != len(grid[0]) for r in grid):
        raise ValueError("invalid board")
    if any(c not in (".", "X", "O") for r in grid for c in r):
        raise ValueError("invalid board")
    return grid


def _oracle(grid):
    h, w = len(grid), len(grid[0])
    parent = list(range(h * w + 4))

    def find(x):
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    def union(a, b):
        parent[find(a)] = find(b)

    top, bottom, left, right = h * w, h * w + 1, h * w + 2, h * w + 3
    for r in range(h):
        for c in range(w):
            p = grid[r][c]
            if p == ".":
                continue
            i = r * w + c
            if p == "O" and r == 0:
                union(i, top)
            if p == "O" and r == h - 1:
                union(i, bottom)
            if p == "X" and c == 0:
                union(i, left)
            if p == "X" and c == w - 1:
                union(i, right)
            for dr, dc in ((0, 1), (1, -1), (1, 0)):
                nr, nc = r + dr, c + dc
                if 0 <= nr < h and 0 <= nc < w and grid[nr][nc] == p:
                    union(i, nr * w + nc)
    if find(left) == find(right):
        return "X"
    if find(top) == find(bottom):
        return "O"
    return ""


def winner(board):
    return _oracle(_cells(board))
