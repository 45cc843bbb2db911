def solve(grid):
    g = [list(r) for r in grid]
    for r in range(9):
        for c in range(9):
            if g[r][c] == 0:
                used = set(g[r]) | {g[i][c] for i in range(9)}
                free = [d for d in range(1, 10) if d not in used]
                g[r][c] = free[0] if free else 0
    return g


def is_valid_solution(grid):
    return all(sorted(r) == list(range(1, 10)) for r in grid)
