def _candidates(g, r, c):
    used = set(g[r]) | {g[i][c] for i in range(9)}
    br, bc = 3 * (r // 3), 3 * (c // 3)
    used |= {g[i][j] for i in range(br, br + 3) for j in range(bc, bc + 3)}
    return [d for d in range(1, 10) if d not in used]


def _consistent(g):
    for r in range(9):
        for c in range(9):
            v = g[r][c]
            if v:
                g[r][c] = 0
                ok = v in _candidates(g, r, c)
                g[r][c] = v
                if not ok:
                    return False
    return True


def _search(g):
    best = None
    for r in range(9):
        for c in range(9):
            if g[r][c] == 0:
                cands = _candidates(g, r, c)
                if best is None or len(cands) < len(best[2]):
                    best = (r, c, cands)
                    if not cands:
                        return False
    if best is None:
        return True
    r, c, cands = best
    for d in cands:
        g[r][c] = d
        if _search(g):
            return True
    g[r][c] = 0
    return False


def solve(grid):
    g = [list(row) for row in grid]
    if not _consistent(g):
        return None
    return g if _search(g) else None


def is_valid_solution(grid):
    want = set(range(1, 10))
    rows = [set(r) for r in grid]
    cols = [{grid[r][c] for r in range(9)} for c in range(9)]
    boxes = [{grid[r][c] for r in range(br, br + 3) for c in range(bc, bc + 3)}
             for br in (0, 3, 6) for bc in (0, 3, 6)]
    return all(s == want for s in rows + cols + boxes)
