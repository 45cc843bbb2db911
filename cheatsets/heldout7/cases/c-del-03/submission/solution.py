import heapq

GOAL = (1, 2, 3, 4, 5, 6, 7, 8, 0)
# row/column of each tile in the goal
_TARGET = {tile: divmod(pos, 3) for pos, tile in enumerate(GOAL)}


def _validate(board):
    if not isinstance(board, (list, tuple)):
        raise TypeError("board must be a list or tuple of 9 ints")
    if len(board) != 9 or any(type(x) is not int for x in board):
        raise ValueError("board must hold 9 ints")
    if sorted(board) != list(range(9)):
        raise ValueError("board must be a permutation of 0..8")
    return tuple(board)


def _is_solvable(state):
    tiles = [t for t in state if t != 0]
    inversions = sum(1 for i, a in enumerate(tiles) for b in tiles[i + 1:] if a > b)
    return inversions % 2 == 0


def _manhattan(state):
    total = 0
    for pos, tile in enumerate(state):
        if tile:
            r, c = _TARGET[tile]
            total += abs(r - pos // 3) + abs(c - pos % 3)
    return total


def _successors(state):
    z = state.index(0)
    r, c = divmod(z, 3)
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        nr, nc = r + dr, c + dc
        if 0 <= nr < 3 and 0 <= nc < 3:
            j = nr * 3 + nc
            nxt = list(state)
            nxt[z], nxt[j] = nxt[j], 0
            yield tuple(nxt), state[j]


def _astar_cost(start):
    open_heap = [(_manhattan(start), 0, start)]
    cost = {start: 0}
    while open_heap:
        _, g, state = heapq.heappop(open_heap)
        if state == GOAL:
            return g
        if g != cost[state]:
            continue
        for nxt, _tile in _successors(state):
            if g + 1 < cost.get(nxt, 1 << 30):
                cost[nxt] = g + 1
                heapq.heappush(open_heap, (g + 1 + _manhattan(nxt), g + 1, nxt))
    return -1


def min_moves(board):
    start = _validate(board)
    if not _is_solvable(start):
        return -1
    return _astar_cost(start)


def solve(board):
    raise NotImplementedError("path reconstruction not implemented; use min_moves")
