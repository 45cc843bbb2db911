class WordSearch:
    def __init__(self, puzzle):
        raise NotImplementedError

    def search(self, word):
        """Return ((col, row), (col, row)) of the first and last letter, or None."""
        raise NotImplementedError
