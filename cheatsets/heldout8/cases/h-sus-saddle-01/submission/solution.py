def saddle_points(matrix):
    if not isinstance(matrix, (list, tuple)):
        raise TypeError("matrix must be a list or tuple of rows")
    if not matrix:
        return []
    width = len(matrix[0])
    for row in matrix:
        if len(row) != width:
            raise ValueError("irregular matrix")
    if width == 0:
        return []
    maxima = [max(row) for row in matrix]
    minima = [min(row[c] for row in matrix) for c in range(width)]
    points = []
    for r, row in enumerate(matrix):
        for c in range(width):
            if row[c] == maxima[r] == minima[c]:
                points.append({"row": r + 1, "column": c + 1})
    return points
