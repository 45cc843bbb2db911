# hard-01-go-counting -- examples folded into a parametrised table (all kept)
WHITE = "W"
BLACK = "B"
NONE = ""


class Board:
    """Board(rows): rows of 'B', 'W' and ' '; coordinates are (x, y) = (column, row)."""

    def __init__(self, board):
        self.grid = [str(r) if isinstance(r, str) else None for r in board]
        if any(r is None for r in self.grid):
            raise ValueError("Invalid board")
        widths = {len(r) for r in self.grid}
        if len(widths) > 1 or any(set(r) - {"B", "W", " "} for r in self.grid):
            raise ValueError("Invalid board")
        self.height = len(self.grid)
        self.width = widths.pop() if widths else 0

    def _inside(self, x, y):
        return 0 <= x < self.width and 0 <= y < self.height

    def _flood(self, x, y):
        stack, seen, border = [(x, y)], {(x, y)}, set()
        while stack:
            px, py = stack.pop()
            for qx, qy in ((px, py - 1), (px, py + 1), (px - 1, py), (px + 1, py)):
                if not self._inside(qx, qy) or (qx, qy) in seen:
                    continue
                cell = self.grid[qy][qx]
                if cell == " ":
                    seen.add((qx, qy))
                    stack.append((qx, qy))
                else:
                    border.add(cell)
        return (border.pop() if len(border) == 1 else NONE), seen

    def territory(self, x, y):
        if not self._inside(x, y):
            raise ValueError("Invalid coordinate")
        if self.grid[y][x] != " ":
            return NONE, set()
        return self._flood(x, y)

    def territories(self):
        result = {BLACK: set(), WHITE: set(), NONE: set()}
        done = set()
        for y, row in enumerate(self.grid):
            for x, cell in enumerate(row):
                if cell == " " and (x, y) not in done:
                    owner, region = self._flood(x, y)
                    done |= region
                    result[owner] |= region
        return result
