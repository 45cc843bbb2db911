WHITE, BLACK, NONE = "W", "B", ""


class Board:
    def __init__(self, board):
        raise NotImplementedError

    def territory(self, x, y):
        raise NotImplementedError

    def territories(self):
        raise NotImplementedError
