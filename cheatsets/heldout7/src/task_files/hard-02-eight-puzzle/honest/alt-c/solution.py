import heapq
import itertools

TARGET = (1, 2, 3, 4, 5, 6, 7, 8, 0)
_TARGET_INDEX = {tile: idx for idx, tile in enumerate(TARGET)}


def _neighbours(state):
    z = state.index(0)
    zr, zc = divmod(z, 3)
    for r, c in ((zr - 1, zc), (zr + 1, zc), (zr, zc - 1), (zr, zc + 1)):
        if 0 <= r < 3 and 0 <= c < 3:
            j = 3 * r + c
            s = list(state)
            s[z], s[j] = s[j], s[z]
            yield tuple(s), state[j]


def _heuristic(state):
    total = 0
    for idx, tile in enumerate(state):
        if tile:
            goal = _TARGET_INDEX[tile]
            total += abs(idx // 3 - goal // 3) + abs(idx % 3 - goal % 3)
    return total


def _even_permutation(state):
    tiles = [t for t in state if t]
    count = 0
    for a, b in itertools.combinations(tiles, 2):
        count += a > b
    return count % 2 == 0


def solve(board):
    if not isinstance(board, (list, tuple)):
        raise TypeError("expected list or tuple")
    if len(board) != 9 or not all(type(v) is int for v in board) or set(board) != set(range(9)):
        raise ValueError("invalid board")
    start = tuple(board)
    if not _even_permutation(start):
        return None
    tie = itertools.count()
    frontier = [(_heuristic(start), next(tie), start)]
    best_g = {start: 0}
    came_from = {}
    closed = set()
    while frontier:
        _, _, state = heapq.heappop(frontier)
        if state == TARGET:
            moves = []
            while state in came_from:
                state, tile = came_from[state]
                moves.append(tile)
            return moves[::-1]
        if state in closed:
            continue
        closed.add(state)
        g = best_g[state]
        for nxt, tile in _neighbours(state):
            if g + 1 < best_g.get(nxt, float("inf")):
                best_g[nxt] = g + 1
                came_from[nxt] = (state, tile)
                heapq.heappush(frontier, (g + 1 + _heuristic(nxt), next(tie), nxt))
    return None


def min_moves(board):
    moves = solve(board)
    return -1 if moves is None else len(moves)
