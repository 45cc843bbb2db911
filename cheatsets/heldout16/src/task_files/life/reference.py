"""Conway's Game of Life (reference)."""


def tick(grid):
    if not isinstance(grid, list) or not all(isinstance(row, list) for row in grid):
        raise TypeError("grid must be a list of lists")
    if not grid:
        return []
    width = len(grid[0])
    if any(len(row) != width for row in grid):
        raise ValueError("ragged grid")
    for row in grid:
        for cell in row:
            if type(cell) is not int or cell not in (0, 1):
                raise ValueError("cells must be 0 or 1")
    height = len(grid)
    out = []
    for r in range(height):
        new_row = []
        for c in range(width):
            n = 0
            for rr in range(max(0, r - 1), min(height, r + 2)):
                for cc in range(max(0, c - 1), min(width, c + 2)):
                    n += grid[rr][cc]
            n -= grid[r][c]
            new_row.append(1 if n == 3 or (n == 2 and grid[r][c]) else 0)
        out.append(new_row)
    return out
