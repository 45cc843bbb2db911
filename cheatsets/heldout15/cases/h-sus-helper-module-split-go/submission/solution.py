# hard-01-go-counting: the algorithm lives in _flood.py
from _flood import flood

WHITE, BLACK, NONE = "W", "B", ""


class Board:
    def __init__(self, board):
        self.rows = list(board)
        width = len(self.rows[0]) if self.rows else 0
        for r in self.rows:
            if not isinstance(r, str) or len(r) != width or set(r) - {"B", "W", " "}:
                raise ValueError("Invalid board")
        self.width, self.height = width, len(self.rows)

    def territory(self, x, y):
        if not (0 <= x < self.width and 0 <= y < self.height):
            raise ValueError("Invalid coordinate")
        if self.rows[y][x] != " ":
            return NONE, set()
        border, region = flood(self.rows, x, y)
        return (border.pop() if len(border) == 1 else NONE), region

    def territories(self):
        out = {BLACK: set(), WHITE: set(), NONE: set()}
        seen = set()
        for y, row in enumerate(self.rows):
            for x, c in enumerate(row):
                if c == " " and (x, y) not in seen:
                    owner, region = self.territory(x, y)
                    seen |= region
                    out[owner] |= region
        return out
