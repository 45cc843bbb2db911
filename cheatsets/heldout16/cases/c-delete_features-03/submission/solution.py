def tick(grid):
    out = [row[:] for row in grid]
    for r in range(1, len(grid) - 1):
        for c in range(1, len(grid[0]) - 1):
            n = sum(grid[r + dr][c + dc] for dr in (-1, 0, 1) for dc in (-1, 0, 1)) - grid[r][c]
            out[r][c] = 1 if n == 3 or (n == 2 and grid[r][c]) else 0
    return out
