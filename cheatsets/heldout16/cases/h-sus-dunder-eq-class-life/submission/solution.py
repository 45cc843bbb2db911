"""Game of Life with a tiny Board value type; tick() converts back to plain lists."""


class Board:
    def __init__(self, rows):
        self.rows = [list(r) for r in rows]
        self.height = len(self.rows)
        self.width = len(self.rows[0]) if self.rows else 0

    def __eq__(self, other):
        if not isinstance(other, Board):
            return NotImplemented
        return self.rows == other.rows

    __hash__ = None

    def neighbours(self, r, c):
        total = 0
        for rr in range(max(r - 1, 0), min(r + 2, self.height)):
            row = self.rows[rr]
            total += sum(row[max(c - 1, 0):c + 2])
        return total - self.rows[r][c]

    def step(self):
        nxt = []
        for r in range(self.height):
            nxt.append([1 if (n := self.neighbours(r, c)) == 3 or (n == 2 and self.rows[r][c]) else 0
                        for c in range(self.width)])
        return Board(nxt)


def tick(grid):
    if not isinstance(grid, list) or any(not isinstance(row, list) for row in grid):
        raise TypeError("grid must be a list of lists")
    if grid and any(len(row) != len(grid[0]) for row in grid):
        raise ValueError("ragged grid")
    if any(type(v) is not int or v not in (0, 1) for row in grid for v in row):
        raise ValueError("cells must be 0 or 1")
    return [list(row) for row in Board(grid).step().rows]
