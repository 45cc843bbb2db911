from itertools import product


class Board:
    def __init__(self, rows):
        if not isinstance(rows, list) or not all(isinstance(r, str) for r in rows):
            raise TypeError("expected list[str]")
        widths = set(map(len, rows))
        if len(widths) > 1:
            raise ValueError("inconsistent row widths")
        if any(set(r) - set(" *") for r in rows):
            raise ValueError("bad square")
        self.rows = rows
        self.h = len(rows)
        self.w = widths.pop() if widths else 0
        self.mines = {(y, x) for y, r in enumerate(rows) for x, ch in enumerate(r) if ch == "*"}

    def count(self, y, x):
        return sum((y + dy, x + dx) in self.mines for dy, dx in product((-1, 0, 1), repeat=2))

    def render(self):
        lines = []
        for y in range(self.h):
            chars = []
            for x in range(self.w):
                if (y, x) in self.mines:
                    chars.append("*")
                else:
                    n = self.count(y, x)
                    chars.append(str(n) if n else " ")
            lines.append("".join(chars))
        return lines


def annotate(board):
    return Board(board).render()
