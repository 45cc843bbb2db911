_STEPS = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1), (-1, 1), (1, -1)]


class WordSearch:
    def __init__(self, puzzle):
        if not isinstance(puzzle, (list, tuple)) or not all(isinstance(r, str) for r in puzzle):
            raise TypeError("puzzle must be a list of strings")
        if len({len(r) for r in puzzle}) > 1:
            raise ValueError("rows must have equal length")
        self.grid = list(puzzle)

    def search(self, word):
        if not isinstance(word, str):
            raise TypeError("word must be a str")
        if not word:
            raise ValueError("empty word")
        grid = self.grid
        h = len(grid)
        w = len(grid[0]) if grid else 0
        for y in range(h):
            for x in range(w):
                for dx, dy in _STEPS:
                    cells = [(x + dx * i, y + dy * i) for i in range(len(word))]
                    if all(0 <= cx < w and 0 <= cy < h and grid[cy][cx] == word[i] for i, (cx, cy) in enumerate(cells)):
                        return (cells[0], cells[-1])
        return None
