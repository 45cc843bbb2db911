from dataclasses import dataclass
from functools import total_ordering


@total_ordering
@dataclass(frozen=True)
class Corner:
    row: int
    col: int

    def __lt__(self, other):
        return (self.row, self.col) < (other.row, other.col)


def _validate(lines):
    if not isinstance(lines, (list, tuple)):
        raise TypeError("lines must be a list or tuple")
    if any(not isinstance(r, str) for r in lines):
        raise TypeError("rows must be str")
    if lines and len({len(r) for r in lines}) != 1:
        raise ValueError("rows have different lengths")
    if any(ch not in "+-| " for r in lines for ch in r):
        raise ValueError("invalid character")


def rectangles(lines):
    _validate(lines)
    if not lines:
        return 0
    h, w = len(lines), len(lines[0])
    run_right = [[0] * (w + 1) for _ in range(h)]
    for r in range(h):
        for c in range(w - 1, -1, -1):
            run_right[r][c] = run_right[r][c + 1] + 1 if lines[r][c] in "+-" else 0
    run_down = [[0] * w for _ in range(h + 1)]
    for r in range(h - 1, -1, -1):
        for c in range(w):
            run_down[r][c] = run_down[r + 1][c] + 1 if lines[r][c] in "+|" else 0
    corners = sorted(Corner(r, c) for r in range(h) for c in range(w) if lines[r][c] == "+")
    total = 0
    for a in corners:
        for b in corners:
            if b.row <= a.row or b.col <= a.col:
                continue
            width, height = b.col - a.col + 1, b.row - a.row + 1
            if lines[a.row][b.col] == "+" and lines[b.row][a.col] == "+" \
                    and run_right[a.row][a.col] >= width and run_right[b.row][a.col] >= width \
                    and run_down[a.row][a.col] >= height and run_down[a.row][b.col] >= height:
                total += 1
    return total
