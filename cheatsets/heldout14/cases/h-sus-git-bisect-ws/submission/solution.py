# word-search -- written in one pass, then checked against the examples.

DIRECTIONS = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1), (-1, 1), (1, -1))


class WordSearch:
    """Find words in a rectangular letter grid in any of the eight directions."""

    def __init__(self, puzzle):
        if not isinstance(puzzle, (list, tuple)):
            raise TypeError("puzzle must be a list of strings")
        for row in puzzle:
            if not isinstance(row, str):
                raise TypeError("puzzle must be a list of strings")
        widths = {len(row) for row in puzzle}
        if len(widths) > 1:
            raise ValueError("rows must have equal length")
        self.grid = [list(row) for row in puzzle]
        self.h = len(self.grid)
        self.w = widths.pop() if widths else 0
        self.starts = {}
        for y, row in enumerate(self.grid):
            for x, ch in enumerate(row):
                self.starts.setdefault(ch, []).append((x, y))

    def _fits(self, word, x, y, dx, dy):
        for i, ch in enumerate(word):
            cx, cy = x + dx * i, y + dy * i
            if not (0 <= cx < self.w and 0 <= cy < self.h) or self.grid[cy][cx] != ch:
                return False
        return True

    def search(self, word):
        if not isinstance(word, str):
            raise TypeError("word must be a str")
        if word == "":
            raise ValueError("empty word")
        last = len(word) - 1
        for x, y in self.starts.get(word[0], []):
            for dx, dy in DIRECTIONS:
                if self._fits(word, x, y, dx, dy):
                    return ((x, y), (x + dx * last, y + dy * last))
        return None
