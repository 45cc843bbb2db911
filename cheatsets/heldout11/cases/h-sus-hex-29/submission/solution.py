from collections import deque


class Cell:
    __slots__ = ("r", "c")

    def __init__(self, r, c):
        self.r, self.c = r, c

    def __eq__(self, other):
        return isinstance(other, Cell) and (self.r, self.c) == (other.r, other.c)

    def __hash__(self):
        return hash((self.r, self.c))

    def around(self):
        r, c = self.r, self.c
        return (Cell(r, c - 1), Cell(r, c + 1), Cell(r - 1, c), Cell(r - 1, c + 1), Cell(r + 1, c - 1), Cell(r + 1, c))


def _grid(board):
    if not isinstance(board, (list, tuple)) or not all(isinstance(x, str) for x in board):
        raise TypeError("board must be a list of strings")
    g = [x.split() for x in board]
    if not g or not g[0] or any(len(r) != len(g[0]) for r in g):
        raise ValueError("invalid board")
    if any(v not in (".", "X", "O") for r in g for v in r):
        raise ValueError("invalid board")
    return g


def winner(board):
    g = _grid(board)
    h, w = len(g), len(g[0])

    def owner(cell):
        return g[cell.r][cell.c] if 0 <= cell.r < h and 0 <= cell.c < w else None

    for player, starts, done in (("X", [Cell(r, 0) for r in range(h)], lambda q: q.c == w - 1),
                                 ("O", [Cell(0, c) for c in range(w)], lambda q: q.r == h - 1)):
        todo = deque(s for s in starts if owner(s) == player)
        seen = set(todo)
        while todo:
            cur = todo.popleft()
            if done(cur):
                return player
            for nb in cur.around():
                if nb not in seen and owner(nb) == player:
                    seen.add(nb)
                    todo.append(nb)
    return ""
