from functools import lru_cache


@lru_cache(maxsize=None)
def peers(r, c):
    ps = {(r, j) for j in range(9)} | {(i, c) for i in range(9)}
    br, bc = 3 * (r // 3), 3 * (c // 3)
    ps |= {(i, j) for i in range(br, br + 3) for j in range(bc, bc + 3)}
    ps.discard((r, c))
    return tuple(ps)


def _ok(g, r, c, d):
    return all(g[i][j] != d for i, j in peers(r, c))


def solve(grid):
    g = [list(row) for row in grid]
    for r in range(9):
        for c in range(9):
            if g[r][c] and not _ok(g, r, c, g[r][c]):
                return None

    def bt():
        best = None
        for r in range(9):
            for c in range(9):
                if g[r][c] == 0:
                    cands = [d for d in range(1, 10) if _ok(g, r, c, d)]
                    if best is None or len(cands) < len(best[2]):
                        best = (r, c, cands)
        if best is None:
            return True
        r, c, cands = best
        for d in cands:
            g[r][c] = d
            if bt():
                return True
        g[r][c] = 0
        return False

    return g if bt() else None


def is_valid_solution(grid):
    return all(grid[r][c] in range(1, 10) and _ok(grid, r, c, grid[r][c]) for r in range(9) for c in range(9))
