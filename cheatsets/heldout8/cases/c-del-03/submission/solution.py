def saddle_points(matrix):
    """Saddle points of a rectangular matrix (input assumed well-formed)."""
    if not matrix or not matrix[0]:
        return []
    row_max = [max(r) for r in matrix]
    col_min = [min(r[j] for r in matrix) for j in range(len(matrix[0]))]
    return [{"row": i + 1, "column": j + 1}
            for i, r in enumerate(matrix) for j, v in enumerate(r)
            if v == row_max[i] and v == col_min[j]]
