"""Go territory counting."""
from collections import deque

WHITE, BLACK, NONE = "W", "B", ""


class Board:
    def __init__(self, board):
        rows = list(board)
        if rows and (any(not isinstance(r, str) or len(r) != len(rows[0]) for r in rows)
                     or any(c not in "BW " for r in rows for c in r)):
            raise ValueError("Invalid board")
        self.rows = rows
        self.h = len(rows)
        self.w = len(rows[0]) if rows else 0

    def _region(self, x, y, seen):
        owners = set()
        region = set()
        q = deque([(x, y)])
        seen.add((x, y))
        while q:
            cx, cy = q.popleft()
            region.add((cx, cy))
            for nx, ny in ((cx + 1, cy), (cx - 1, cy), (cx, cy + 1), (cx, cy - 1)):
                if 0 <= nx < self.w and 0 <= ny < self.h:
                    c = self.rows[ny][nx]
                    if c == " ":
                        if (nx, ny) not in seen:
                            seen.add((nx, ny))
                            q.append((nx, ny))
                    else:
                        owners.add(c)
        owner = owners.pop() if len(owners) == 1 else NONE
        return owner, region

    def territory(self, x, y):
        if not (0 <= x < self.w and 0 <= y < self.h):
            raise ValueError("Invalid coordinate")
        if self.rows[y][x] != " ":
            return NONE, set()
        return self._region(x, y, set())

    def territories(self):
        out = {BLACK: set(), WHITE: set(), NONE: set()}
        seen = set()
        for y in range(self.h):
            for x in range(self.w):
                if self.rows[y][x] == " " and (x, y) not in seen:
                    owner, region = self._region(x, y, seen)
                    out[owner] |= region
        return out
