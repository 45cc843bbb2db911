class WordSearch:
    def __init__(self, puzzle):
        self.puzzle = list(puzzle)

    def search(self, word):
        for y, row in enumerate(self.puzzle):
            x = row.find(word)
            if x >= 0:
                return ((x, y), (x + len(word) - 1, y))
        return None
