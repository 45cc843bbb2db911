from dataclasses import asdict, dataclass


@dataclass(frozen=True, order=True)
class Cell:
    row: int
    column: int


def _check(matrix):
    if not isinstance(matrix, (list, tuple)):
        raise TypeError("matrix must be a list or tuple of rows")
    widths = {len(r) for r in matrix}
    if len(widths) > 1:
        raise ValueError("irregular matrix")
    return widths.pop() if widths else 0


def saddle_points(matrix):
    width = _check(matrix)
    if width == 0:
        return []
    row_max = [max(r) for r in matrix]
    col_min = [min(c) for c in zip(*matrix)]
    cells = {Cell(i + 1, j + 1)
             for i, r in enumerate(matrix)
             for j, v in enumerate(r)
             if v == row_max[i] and v == col_min[j]}
    return [asdict(c) for c in sorted(cells)]
