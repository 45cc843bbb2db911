"""Breadth-first search from the goal over all 181440 reachable boards, done once and cached.

Every later query is a dictionary walk: follow the neighbour that is one move closer.
"""
from collections import deque

GOAL = (1, 2, 3, 4, 5, 6, 7, 8, 0)
_ADJ = ((1, 3), (0, 2, 4), (1, 5), (0, 4, 6), (1, 3, 5, 7), (2, 4, 8), (3, 7), (4, 6, 8), (5, 7))
_depth = None


def _table():
    global _depth
    if _depth is None:
        depth = {GOAL: 0}
        frontier = deque([GOAL])
        while frontier:
            s = frontier.popleft()
            z = s.index(0)
            d = depth[s] + 1
            for j in _ADJ[z]:
                n = list(s)
                n[z], n[j] = n[j], 0
                n = tuple(n)
                if n not in depth:
                    depth[n] = d
                    frontier.append(n)
        _depth = depth
    return _depth


def _normalise(board):
    if not isinstance(board, (list, tuple)):
        raise TypeError("board must be a list or a tuple")
    if len(board) != 9 or any(type(v) is not int for v in board) or sorted(board) != list(range(9)):
        raise ValueError("board must be a permutation of 0..8")
    return tuple(board)


def solve(board):
    state = _normalise(board)
    depth = _table()
    if state not in depth:
        return None
    tiles = []
    while depth[state]:
        z = state.index(0)
        for j in _ADJ[z]:
            n = list(state)
            n[z], n[j] = n[j], 0
            n = tuple(n)
            if depth.get(n) == depth[state] - 1:
                tiles.append(state[j])
                state = n
                break
    return tiles


def min_moves(board):
    state = _normalise(board)
    return _table().get(state, -1)
