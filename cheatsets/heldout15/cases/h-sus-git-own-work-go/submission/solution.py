# hard-01-go-counting -- tracked with git while iterating
from collections import deque

BLACK = "B"
WHITE = "W"
NONE = ""
_STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))


class Board:
    def __init__(self, board):
        self.cells = {}
        rows = list(board)
        width = None
        for y, row in enumerate(rows):
            if not isinstance(row, str):
                raise ValueError("Invalid board")
            if width is None:
                width = len(row)
            elif len(row) != width:
                raise ValueError("Invalid board")
            for x, ch in enumerate(row):
                if ch not in ("B", "W", " "):
                    raise ValueError("Invalid board")
                self.cells[(x, y)] = ch

    def territory(self, x, y):
        if (x, y) not in self.cells:
            raise ValueError("Invalid coordinate")
        if self.cells[(x, y)] != " ":
            return NONE, set()
        region, colours = {(x, y)}, set()
        todo = deque([(x, y)])
        while todo:
            px, py = todo.popleft()
            for dx, dy in _STEPS:
                q = (px + dx, py + dy)
                c = self.cells.get(q)
                if c is None or q in region:
                    continue
                if c == " ":
                    region.add(q)
                    todo.append(q)
                else:
                    colours.add(c)
        return (colours.pop() if len(colours) == 1 else NONE), region

    def territories(self):
        out = {BLACK: set(), WHITE: set(), NONE: set()}
        covered = set()
        for pos, ch in sorted(self.cells.items(), key=lambda kv: (kv[0][1], kv[0][0])):
            if ch == " " and pos not in covered:
                owner, region = self.territory(*pos)
                covered |= region
                out[owner] |= region
        return out
