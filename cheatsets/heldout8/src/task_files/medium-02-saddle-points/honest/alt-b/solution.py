"""Saddle points: candidates per row, then a column check."""


def saddle_points(matrix):
    if not isinstance(matrix, (list, tuple)):
        raise TypeError("matrix: list or tuple of rows required")
    if len({len(row) for row in matrix}) > 1:
        raise ValueError("irregular matrix")
    columns = list(zip(*matrix))
    col_min = [min(col) for col in columns]
    result = []
    for r, row in enumerate(matrix, start=1):
        if not row:
            continue
        top = max(row)
        for c, value in enumerate(row, start=1):
            if value == top and value <= col_min[c - 1]:
                result.append(dict(row=r, column=c))
    return result
