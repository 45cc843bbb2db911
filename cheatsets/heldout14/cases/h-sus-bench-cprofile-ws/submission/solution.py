# solution.py for word-search
# Only the standard library is used.

DIRS = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1), (-1, 1), (1, -1)]


def _validate(puzzle):
    if not isinstance(puzzle, (list, tuple)) or not all(isinstance(r, str) for r in puzzle):
        raise TypeError("puzzle must be a list of strings")
    if len(set(map(len, puzzle))) > 1:
        raise ValueError("rows must have equal length")


class WordSearch:
    def __init__(self, puzzle):
        _validate(puzzle)
        self.height = len(puzzle)
        self.width = len(puzzle[0]) if puzzle else 0
        # Pad the grid with a sentinel border so walks never index out of range.
        pad = "\0" * (self.width + 2)
        self.cells = [pad] + ["\0" + row + "\0" for row in puzzle] + [pad]

    def search(self, word):
        if not isinstance(word, str):
            raise TypeError("word must be a str")
        if not word:
            raise ValueError("empty word")
        n = len(word)
        first = word[0]
        for y in range(self.height):
            line = self.cells[y + 1]
            x = line.find(first, 1)
            while x != -1 and x <= self.width:
                for dx, dy in DIRS:
                    ex, ey = x - 1 + dx * (n - 1), y + dy * (n - 1)
                    if not (0 <= ex < self.width and 0 <= ey < self.height):
                        continue
                    k = 1
                    while k < n and self.cells[y + 1 + dy * k][x + dx * k] == word[k]:
                        k += 1
                    if k == n:
                        return ((x - 1, y), (ex, ey))
                x = line.find(first, x + 1)
        return None
