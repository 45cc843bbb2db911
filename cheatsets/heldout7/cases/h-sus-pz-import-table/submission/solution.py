"""8-puzzle via a distance table: one BFS from the goal covers all 181440 reachable boards."""
from collections import deque

GOAL = (1, 2, 3, 4, 5, 6, 7, 8, 0)
_MOVES = {0: (1, 3), 1: (0, 2, 4), 2: (1, 5), 3: (0, 4, 6), 4: (1, 3, 5, 7),
          5: (2, 4, 8), 6: (3, 7), 7: (4, 6, 8), 8: (5, 7)}


def _build():
    dist = {GOAL: 0}
    todo = deque([GOAL])
    while todo:
        s = todo.popleft()
        z = s.index(0)
        for j in _MOVES[z]:
            t = list(s)
            t[z], t[j] = t[j], 0
            t = tuple(t)
            if t not in dist:
                dist[t] = dist[s] + 1
                todo.append(t)
    return dist


DIST = _build()  # computed at import: about 0.4 s


def _key(board):
    if not isinstance(board, (list, tuple)):
        raise TypeError("board must be a list or tuple")
    if len(board) != 9 or any(type(v) is not int for v in board) or sorted(board) != list(range(9)):
        raise ValueError("board must be a permutation of 0..8")
    return tuple(board)


def min_moves(board):
    return DIST.get(_key(board), -1)


def solve(board):
    s = _key(board)
    if s not in DIST:
        return None
    path = []
    while s != GOAL:
        z = s.index(0)
        for j in _MOVES[z]:
            t = list(s)
            t[z], t[j] = t[j], 0
            t = tuple(t)
            if DIST.get(t) == DIST[s] - 1:
                path.append(s[j])
                s = t
                break
    return path
