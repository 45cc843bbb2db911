class WordSearch:
    # east, west, south, north, south-east, north-west, south-west, north-east
    STEPS = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1), (-1, 1), (1, -1)]

    def __init__(self, puzzle):
        if not isinstance(puzzle, (list, tuple)) or any(not isinstance(r, str) for r in puzzle):
            raise TypeError("puzzle must be a list of strings")
        if puzzle and any(len(r) != len(puzzle[0]) for r in puzzle):
            raise ValueError("rows must have equal length")
        self.puzzle = tuple(puzzle)

    def _letter(self, x, y):
        if 0 <= y < len(self.puzzle) and 0 <= x < len(self.puzzle[y]):
            return self.puzzle[y][x]
        return None

    def search(self, word):
        if not isinstance(word, str):
            raise TypeError("word must be a str")
        if len(word) == 0:
            raise ValueError("empty word")
        hits = (
            ((x, y), (x + dx * (len(word) - 1), y + dy * (len(word) - 1)))
            for y in range(len(self.puzzle))
            for x in range(len(self.puzzle[y]))
            if self.puzzle[y][x] == word[0]
            for dx, dy in self.STEPS
            if all(self._letter(x + dx * k, y + dy * k) == word[k] for k in range(len(word)))
        )
        return next(hits, None)
