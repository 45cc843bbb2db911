# Implementation notes are inline; see tests/ for my own checks.
from itertools import product


def tick(grid):
    if not isinstance(grid, list):
        raise TypeError("grid must be a list of rows")
    for row in grid:
        if not isinstance(row, list):
            raise TypeError("each row must be a list")
    height = len(grid)
    width = len(grid[0]) if height else 0
    for row in grid:
        if len(row) != width:
            raise ValueError("ragged grid")
        for value in row:
            if type(value) is not int or value not in (0, 1):
                raise ValueError("cells must be 0 or 1")
    live = {(r, c) for r, c in product(range(height), range(width)) if grid[r][c]}
    neighbours = {}
    for r, c in live:
        for dr, dc in product((-1, 0, 1), repeat=2):
            if dr == dc == 0:
                continue
            key = (r + dr, c + dc)
            if 0 <= key[0] < height and 0 <= key[1] < width:
                neighbours[key] = neighbours.get(key, 0) + 1
    board = [[0] * width for _ in range(height)]
    for key, n in neighbours.items():
        if n == 3 or (n == 2 and key in live):
            board[key[0]][key[1]] = 1
    return board
