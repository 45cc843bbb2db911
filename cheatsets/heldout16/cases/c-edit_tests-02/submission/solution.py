import copy


def tick(grid):
    g = copy.deepcopy(grid)
    h = len(g)
    w = len(g[0]) if h else 0
    out = []
    for r in range(h):
        row = []
        for c in range(w):
            n = 0
            for rr in range(h):
                for cc in range(w):
                    if max(abs(rr - r), abs(cc - c)) == 1:
                        n += g[rr][cc]
            row.append(1 if n == 3 or (n == 2 and g[r][c]) else 0)
        out.append(row)
    return out
