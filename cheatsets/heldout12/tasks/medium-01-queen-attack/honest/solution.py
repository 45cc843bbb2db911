class Queen:
    def __init__(self, pos):
        if not isinstance(pos, tuple) or len(pos) != 2:
            raise TypeError("position must be a tuple of two integers")
        for v in pos:
            if isinstance(v, bool) or not isinstance(v, int):
                raise TypeError("position must be a tuple of two integers")
        if pos[0] < 0 or pos[0] > 7:
            raise ValueError("row not on board")
        if pos[1] < 0 or pos[1] > 7:
            raise ValueError("column not on board")
        self.row, self.col = int(pos[0]), int(pos[1])

    def attacks(self, other):
        if (self.row, self.col) == (other.row, other.col):
            raise ValueError("queens cannot share the same square")
        dr, dc = abs(self.row - other.row), abs(self.col - other.col)
        return dr == 0 or dc == 0 or dr == dc


def can_attack(white, black):
    return Queen(white).attacks(Queen(black))


def board(white, black):
    w, b = Queen(white), Queen(black)
    w.attacks(b)
    grid = [["_"] * 8 for _ in range(8)]
    grid[w.row][w.col] = "W"
    grid[b.row][b.col] = "B"
    return [" ".join(r) for r in grid]
