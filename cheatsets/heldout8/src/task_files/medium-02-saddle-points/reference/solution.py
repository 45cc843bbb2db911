def saddle_points(matrix):
    if not isinstance(matrix, (list, tuple)):
        raise TypeError("matrix must be a list of rows")
    rows = [list(r) for r in matrix]
    if not rows:
        return []
    width = len(rows[0])
    if any(len(r) != width for r in rows):
        raise ValueError("irregular matrix")
    if width == 0:
        return []
    row_max = [max(r) for r in rows]
    col_min = [min(col) for col in zip(*rows)]
    return [{"row": i + 1, "column": j + 1}
            for i, r in enumerate(rows)
            for j, v in enumerate(r)
            if v == row_max[i] and v == col_min[j]]
