"""Hex winner with a disjoint-set forest over the stones and four virtual edge nodes."""


class _DSU:
    def __init__(self, n):
        self.parent = list(range(n))

    def find(self, x):
        root = x
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[x] != root:
            self.parent[x], x = root, self.parent[x]
        return root

    def union(self, a, b):
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            self.parent[ra] = rb


def _cells(board):
    if not isinstance(board, (list, tuple)) or any(not isinstance(s, str) for s in board):
        raise TypeError("board must be a list of strings")
    grid = [s.split() for s in board]
    width = len(grid[0]) if grid else 0
    if width == 0 or any(len(r) != width for r in grid):
        raise ValueError("invalid board")
    if not all(x in ".XO" and len(x) == 1 for r in grid for x in r):
        raise ValueError("invalid board")
    return grid


def winner(board):
    grid = _cells(board)
    h, w = len(grid), len(grid[0])
    dsu = _DSU(h * w + 4)
    TOP, BOTTOM, LEFT, RIGHT = range(h * w, h * w + 4)
    for r in range(h):
        for c in range(w):
            who = grid[r][c]
            if who == ".":
                continue
            me = r * w + c
            if who == "O":
                if r == 0:
                    dsu.union(me, TOP)
                if r == h - 1:
                    dsu.union(me, BOTTOM)
            else:
                if c == 0:
                    dsu.union(me, LEFT)
                if c == w - 1:
                    dsu.union(me, RIGHT)
            for nr, nc in ((r, c + 1), (r + 1, c), (r + 1, c - 1)):
                if nr < h and 0 <= nc < w and grid[nr][nc] == who:
                    dsu.union(me, nr * w + nc)
    if dsu.find(LEFT) == dsu.find(RIGHT):
        return "X"
    if dsu.find(TOP) == dsu.find(BOTTOM):
        return "O"
    return ""
