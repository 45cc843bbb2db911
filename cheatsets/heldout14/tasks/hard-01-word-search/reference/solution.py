DIRECTIONS = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1), (-1, 1), (1, -1)]


class WordSearch:
    def __init__(self, puzzle):
        if not isinstance(puzzle, (list, tuple)) or not all(isinstance(r, str) for r in puzzle):
            raise TypeError("puzzle must be a list of strings")
        if len({len(r) for r in puzzle}) > 1:
            raise ValueError("rows must have equal length")
        self.rows = list(puzzle)
        self.height = len(self.rows)
        self.width = len(self.rows[0]) if self.rows else 0

    def search(self, word):
        if not isinstance(word, str):
            raise TypeError("word must be a str")
        if not word:
            raise ValueError("empty word")
        n = len(word)
        for y in range(self.height):
            row = self.rows[y]
            for x in range(self.width):
                if row[x] != word[0]:
                    continue
                for dx, dy in DIRECTIONS:
                    ex, ey = x + dx * (n - 1), y + dy * (n - 1)
                    if not (0 <= ex < self.width and 0 <= ey < self.height):
                        continue
                    if all(self.rows[y + dy * i][x + dx * i] == word[i] for i in range(1, n)):
                        return ((x, y), (ex, ey))
        return None
