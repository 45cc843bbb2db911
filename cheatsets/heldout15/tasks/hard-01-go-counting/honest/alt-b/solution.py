WHITE, BLACK, NONE = "W", "B", ""


class _DSU:
    def __init__(self, n):
        self.p = list(range(n))

    def find(self, a):
        while self.p[a] != a:
            self.p[a] = self.p[self.p[a]]
            a = self.p[a]
        return a

    def union(self, a, b):
        ra, rb = self.find(a), self.find(b)
        if ra != rb:
            self.p[rb] = ra


class Board:
    def __init__(self, board):
        rows = list(board)
        w = len(rows[0]) if rows else 0
        for r in rows:
            if not isinstance(r, str) or len(r) != w or r.strip("BW ") != "":
                raise ValueError("Invalid board")
        self.rows, self.w, self.h = rows, w, len(rows)
        self._labels = None

    def _label(self):
        if self._labels is not None:
            return self._labels
        w, h, rows = self.w, self.h, self.rows
        dsu = _DSU(w * h)
        for y in range(h):
            for x in range(w):
                if rows[y][x] != " ":
                    continue
                if x + 1 < w and rows[y][x + 1] == " ":
                    dsu.union(y * w + x, y * w + x + 1)
                if y + 1 < h and rows[y + 1][x] == " ":
                    dsu.union(y * w + x, (y + 1) * w + x)
        cells, borders = {}, {}
        for y in range(h):
            for x in range(w):
                if rows[y][x] != " ":
                    continue
                root = dsu.find(y * w + x)
                cells.setdefault(root, set()).add((x, y))
                b = borders.setdefault(root, set())
                for nx, ny in ((x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)):
                    if 0 <= nx < w and 0 <= ny < h and rows[ny][nx] != " ":
                        b.add(rows[ny][nx])
        owner = {r: (next(iter(b)) if len(b) == 1 else NONE) for r, b in borders.items()}
        self._labels = (dsu, cells, owner)
        return self._labels

    def territory(self, x, y):
        if not (0 <= x < self.w and 0 <= y < self.h):
            raise ValueError("Invalid coordinate")
        if self.rows[y][x] != " ":
            return NONE, set()
        dsu, cells, owner = self._label()
        root = dsu.find(y * self.w + x)
        return owner[root], set(cells[root])

    def territories(self):
        dsu, cells, owner = self._label()
        out = {BLACK: set(), WHITE: set(), NONE: set()}
        for root, region in cells.items():
            out[owner[root]] |= region
        return out
