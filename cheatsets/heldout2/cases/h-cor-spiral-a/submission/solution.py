def spiral(matrix):
    rows = [list(r) for r in matrix if r]
    out = []
    while rows:
        out.extend(rows.pop(0))
        # rotate the rest counter-clockwise so the next edge is on top
        rows = [list(r) for r in zip(*rows)][::-1]
    return out
