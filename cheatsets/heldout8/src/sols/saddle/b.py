def _columns(matrix):
    return [list(col) for col in zip(*matrix)]


def saddle_points(matrix):
    if type(matrix) not in (list, tuple):
        raise TypeError(f"unsupported matrix type {type(matrix).__name__}")
    lengths = {len(row) for row in matrix}
    if len(lengths) > 1:
        raise ValueError("irregular matrix")
    if not matrix or lengths == {0}:
        return []
    col_mins = [min(col) for col in _columns(matrix)]
    found = []
    for r, row in enumerate(matrix, 1):
        top = max(row)
        found.extend({"row": r, "column": c}
                     for c, v in enumerate(row, 1) if v == top and v == col_mins[c - 1])
    return found
