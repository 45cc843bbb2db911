from collections import deque

GOAL = (1, 2, 3, 4, 5, 6, 7, 8, 0)
NEIGHBOURS = {
    0: (1, 3), 1: (0, 2, 4), 2: (1, 5),
    3: (0, 4, 6), 4: (1, 3, 5, 7), 5: (2, 4, 8),
    6: (3, 7), 7: (4, 6, 8), 8: (5, 7),
}


def _check(board):
    if not isinstance(board, (list, tuple)):
        raise TypeError("expected a list or tuple")
    if len(board) != 9:
        raise ValueError("expected 9 cells")
    if any(isinstance(v, bool) or not isinstance(v, int) for v in board):
        raise ValueError("cells must be ints")
    if set(board) != set(range(9)):
        raise ValueError("cells must be 0..8, each once")
    return tuple(board)


def _parity(state):
    seq = [v for v in state if v]
    inv = 0
    for i in range(8):
        for j in range(i + 1, 8):
            inv += seq[i] > seq[j]
    return inv & 1


def solve(board):
    start = _check(board)
    if _parity(start):
        return None
    prev = {start: None}
    queue = deque([start])
    while queue:
        s = queue.popleft()
        if s == GOAL:
            path = []
            while prev[s] is not None:
                s, tile = prev[s]
                path.append(tile)
            return path[::-1]
        z = s.index(0)
        for j in NEIGHBOURS[z]:
            n = list(s)
            n[z], n[j] = n[j], 0
            n = tuple(n)
            if n not in prev:
                prev[n] = (s, s[j])
                queue.append(n)
    return None


def min_moves(board):
    path = solve(board)
    return -1 if path is None else len(path)
