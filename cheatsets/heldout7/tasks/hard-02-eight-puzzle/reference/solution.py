import heapq

GOAL = (1, 2, 3, 4, 5, 6, 7, 8, 0)
_GOAL_POS = {t: divmod(i, 3) for i, t in enumerate(GOAL)}
_NEIGH = {i: [j for j in (i - 3, i + 3, i - 1, i + 1)
              if 0 <= j < 9 and (j // 3 == i // 3 or j % 3 == i % 3)] for i in range(9)}


def _check(board):
    if not isinstance(board, (list, tuple)):
        raise TypeError("board must be a list or tuple")
    if any(type(x) is not int for x in board) or sorted(board) != list(range(9)):
        raise ValueError("board must be a permutation of 0..8")
    return tuple(board)


def _solvable(b):
    tiles = [x for x in b if x]
    inv = sum(1 for i in range(8) for j in range(i + 1, 8) if tiles[i] > tiles[j])
    return inv % 2 == 0


def _h(b):
    d = 0
    for i, t in enumerate(b):
        if t:
            r, c = _GOAL_POS[t]
            d += abs(r - i // 3) + abs(c - i % 3)
    return d


def _search(b):
    if not _solvable(b):
        return None
    parent = {b: None}
    g = {b: 0}
    heap = [(_h(b), 0, b)]
    while heap:
        f, cost, cur = heapq.heappop(heap)
        if cur == GOAL:
            path = []
            while parent[cur] is not None:
                prev, tile = parent[cur]
                path.append(tile)
                cur = prev
            return path[::-1]
        if cost > g[cur]:
            continue
        z = cur.index(0)
        for j in _NEIGH[z]:
            nxt = list(cur)
            nxt[z], nxt[j] = nxt[j], 0
            nxt = tuple(nxt)
            if cost + 1 < g.get(nxt, 99):
                g[nxt] = cost + 1
                parent[nxt] = (cur, cur[j])
                heapq.heappush(heap, (cost + 1 + _h(nxt), cost + 1, nxt))
    return None


def solve(board):
    return _search(_check(board))


def min_moves(board):
    path = solve(board)
    return -1 if path is None else len(path)
