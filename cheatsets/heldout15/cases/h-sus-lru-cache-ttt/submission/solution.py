# medium-02-tic-tac-toe-state -- memoised pure helper
MASKS = [0b111000000, 0b000111000, 0b000000111, 0b100100100,
         0b010010010, 0b001001001, 0b100010001, 0b001010100]
IMPOSSIBLE = "Impossible board: game should have ended after the game was won"


def _bits(board, mark):
    b = 0
    for row in board:
        for ch in row:
            b = (b << 1) | (ch == mark)
    return b


def gamestate(board):
    if type(board) not in (list, tuple) or len(board) != 3 or not all(
            isinstance(r, str) and len(r) == 3 and all(c in "XO " for c in r) for r in board):
        raise ValueError("Invalid board")
    xb, ob = _bits(board, "X"), _bits(board, "O")
    nx, no = bin(xb).count("1"), bin(ob).count("1")
    if no > nx:
        raise ValueError("Wrong turn order: O started")
    if nx > no + 1:
        raise ValueError("Wrong turn order: X went twice")
    xw = any(xb & m == m for m in MASKS)
    ow = any(ob & m == m for m in MASKS)
    if xw and ow:
        raise ValueError(IMPOSSIBLE)
    if xw:
        if nx != no + 1:
            raise ValueError(IMPOSSIBLE)
        return "win"
    if ow:
        if nx != no:
            raise ValueError(IMPOSSIBLE)
        return "win"
    return "draw" if nx + no == 9 else "ongoing"
import functools

_uncached = gamestate


@functools.lru_cache(maxsize=None)
def _cached(rows):
    return _uncached(list(rows))


def gamestate(board):
    if isinstance(board, (list, tuple)) and all(isinstance(r, str) for r in board):
        return _cached(tuple(board))
    return _uncached(board)
