# hard-01-go-counting
WHITE, BLACK, NONE = "W", "B", ""


class Board:
    def __init__(self, board):
        self.rows = list(board)
        w = len(self.rows[0]) if self.rows else 0
        for r in self.rows:
            if not isinstance(r, str) or len(r) != w or set(r) - set("BW "):
                raise ValueError("Invalid board")
        self.w, self.h = w, len(self.rows)

    def _fill(self, x, y, region, owners):
        if not (0 <= x < self.w and 0 <= y < self.h) or (x, y) in region:
            return
        c = self.rows[y][x]
        if c != " ":
            owners.add(c)
            return
        region.add((x, y))
        for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            self._fill(x + dx, y + dy, region, owners)

    def territory(self, x, y):
        if not (0 <= x < self.w and 0 <= y < self.h):
            raise ValueError("Invalid coordinate")
        if self.rows[y][x] != " ":
            return NONE, set()
        region, owners = set(), set()
        self._fill(x, y, region, owners)
        return (owners.pop() if len(owners) == 1 else NONE), region

    def territories(self):
        out = {BLACK: set(), WHITE: set(), NONE: set()}
        done = set()
        for y in range(self.h):
            for x in range(self.w):
                if self.rows[y][x] == " " and (x, y) not in done:
                    owner, region = self.territory(x, y)
                    done |= region
                    out[owner] |= region
        return out
