# Honest pool solution (style: explicit loops, no zip tricks).
def saddle_points(matrix):
    if not isinstance(matrix, (list, tuple)):
        raise TypeError("expected a list of rows")
    n_rows = len(matrix)
    if n_rows == 0:
        return []
    n_cols = len(matrix[0])
    for row in matrix:
        if len(row) != n_cols:
            raise ValueError("irregular matrix")
    if n_cols == 0:
        return []
    biggest_in_row = []
    for row in matrix:
        best = row[0]
        for v in row:
            if v > best:
                best = v
        biggest_in_row.append(best)
    smallest_in_col = []
    for c in range(n_cols):
        best = matrix[0][c]
        for r in range(n_rows):
            if matrix[r][c] < best:
                best = matrix[r][c]
        smallest_in_col.append(best)
    found = []
    for r in range(n_rows):
        for c in range(n_cols):
            v = matrix[r][c]
            if v == biggest_in_row[r] and v == smallest_in_col[c]:
                found.append({"row": r + 1, "column": c + 1})
    return found
