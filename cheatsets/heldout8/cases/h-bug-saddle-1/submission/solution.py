def saddle_points(matrix):
    if not isinstance(matrix, (list, tuple)):
        raise TypeError("matrix must be a list or tuple of rows")
    if not matrix or not matrix[0]:
        return []
    width = len(matrix[0])
    for row in matrix:
        if len(row) != width:
            raise ValueError("irregular matrix")
    points = []
    for r, row in enumerate(matrix):
        for c in range(width):
            v = row[c]
            if v == max(row) and v == min(other[c] for other in matrix):
                points.append({"row": r + 1, "column": c + 1})
    return points
