# Implementation notes are inline; see tests/ for my own checks.
OFFSETS = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]


def _validate(grid):
    if not isinstance(grid, list):
        raise TypeError("grid must be a list")
    for row in grid:
        if not isinstance(row, list):
            raise TypeError("rows must be lists")
    if grid and any(len(row) != len(grid[0]) for row in grid):
        raise ValueError("ragged grid")
    for row in grid:
        for cell in row:
            if isinstance(cell, bool) or not isinstance(cell, int) or cell not in (0, 1):
                raise ValueError("cells must be 0 or 1")


def tick(grid):
    _validate(grid)
    rows = len(grid)
    cols = len(grid[0]) if rows else 0
    result = []
    for r in range(rows):
        line = []
        for c in range(cols):
            alive = 0
            for dr, dc in OFFSETS:
                rr, cc = r + dr, c + dc
                if 0 <= rr < rows and 0 <= cc < cols:
                    alive += grid[rr][cc]
            if grid[r][c] == 1:
                line.append(1 if alive in (2, 3) else 0)
            else:
                line.append(1 if alive == 3 else 0)
        result.append(line)
    return result
