from typing import List, Sequence


def _shape(matrix: Sequence[Sequence[float]]):
    if not isinstance(matrix, (list, tuple)):
        raise TypeError("saddle_points expects a list or tuple")
    widths = [len(r) for r in matrix]
    if widths and min(widths) != max(widths):
        raise ValueError("irregular matrix")
    return len(matrix), (widths[0] if widths else 0)


def saddle_points(matrix) -> List[dict]:
    h, w = _shape(matrix)
    if h == 0 or w == 0:
        return []
    row_max = list(map(max, matrix))
    col_min = [min(matrix[r][c] for r in range(h)) for c in range(w)]
    cells = ((r, c) for r in range(h) for c in range(w))
    return [{"row": r + 1, "column": c + 1} for r, c in cells
            if row_max[r] == matrix[r][c] == col_min[c]]
