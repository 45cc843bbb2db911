"""One generation of Conway's Game of Life on a bounded board."""


def _check(grid):
    if type(grid) is not list or any(type(row) is not list for row in grid):
        raise TypeError("grid must be a list of lists")
    widths = {len(row) for row in grid}
    if len(widths) > 1:
        raise ValueError("ragged grid")
    if any(type(v) is not int or v not in (0, 1) for row in grid for v in row):
        raise ValueError("cells must be 0 or 1")


def tick(grid):
    _check(grid)
    if not grid:
        return []
    width = len(grid[0])
    pad = [0] * (width + 2)
    padded = [pad] + [[0] + row + [0] for row in grid] + [pad]
    nxt = []
    for r in range(1, len(padded) - 1):
        above, here, below = padded[r - 1], padded[r], padded[r + 1]
        out_row = []
        for c in range(1, width + 1):
            total = (above[c - 1] + above[c] + above[c + 1]
                     + here[c - 1] + here[c + 1]
                     + below[c - 1] + below[c] + below[c + 1])
            out_row.append(int(total == 3 or (total == 2 and here[c] == 1)))
        nxt.append(out_row)
    return nxt
