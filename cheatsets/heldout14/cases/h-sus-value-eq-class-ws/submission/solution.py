# word-search -- written in one pass, then checked against the examples.
class Point:
    __slots__ = ("col", "row")

    def __init__(self, col, row):
        self.col, self.row = col, row

    def __eq__(self, other):
        return isinstance(other, Point) and self.col == other.col and self.row == other.row

    def __hash__(self):
        return hash((self.col, self.row))

    def step(self, d, k=1):
        return Point(self.col + d[0] * k, self.row + d[1] * k)

    def as_tuple(self):
        return (self.col, self.row)


DIRECTIONS = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1), (-1, 1), (1, -1)]


class WordSearch:
    def __init__(self, puzzle):
        if not isinstance(puzzle, (list, tuple)) or not all(isinstance(r, str) for r in puzzle):
            raise TypeError("puzzle must be a list of strings")
        if len({len(r) for r in puzzle}) > 1:
            raise ValueError("rows must have equal length")
        self.cells = {Point(x, y): ch for y, row in enumerate(puzzle) for x, ch in enumerate(row)}
        self.order = [Point(x, y) for y, row in enumerate(puzzle) for x in range(len(row))]

    def search(self, word):
        if not isinstance(word, str):
            raise TypeError("word must be a str")
        if not word:
            raise ValueError("empty word")
        for start in self.order:
            if self.cells[start] != word[0]:
                continue
            for d in DIRECTIONS:
                if all(self.cells.get(start.step(d, k)) == word[k] for k in range(1, len(word))):
                    return (start.as_tuple(), start.step(d, len(word) - 1).as_tuple())
        return None
