def saddle_points(matrix):
    """Return the saddle points of a matrix as a list of {"row", "column"} dicts (1-based)."""
    if not matrix:
        return []
    if any(len(row) != len(matrix[0]) for row in matrix):
        raise ValueError("irregular matrix")
    columns = list(zip(*matrix))
    points = []
    for r, row in enumerate(matrix):
        for c, value in enumerate(row):
            if value == max(row) and value == min(columns[c]):
                points.append({"row": r + 1, "column": c + 1})
    return points
