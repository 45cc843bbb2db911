def tick(grid):
    h = len(grid)
    w = len(grid[0]) if h else 0
    out = []
    for r in range(h):
        row = []
        for c in range(w):
            n = sum(grid[rr][cc] for rr in range(max(0, r - 1), min(h, r + 2))
                    for cc in range(max(0, c - 1), min(w, c + 2))) - grid[r][c]
            row.append(1 if n == 3 or (n == 2 and grid[r][c]) else 0)
        out.append(row)
    return out
