import heapq

GOAL = (1, 2, 3, 4, 5, 6, 7, 8, 0)


def _misplaced(state):
    # number of misplaced tiles, weighted to make the search greedier (faster)
    return 2 * sum(1 for i, t in enumerate(state) if t and t != GOAL[i])


def _check(board):
    if not isinstance(board, (list, tuple)):
        raise TypeError("board must be a list or tuple")
    if len(board) != 9 or any(type(x) is not int for x in board) or sorted(board) != list(range(9)):
        raise ValueError("bad board")
    return tuple(board)


def solve(board):
    start = _check(board)
    tiles = [t for t in start if t]
    if sum(a > b for i, a in enumerate(tiles) for b in tiles[i + 1:]) % 2:
        return None
    heap = [(_misplaced(start), 0, start)]
    seen = {start: None}
    while heap:
        _, g, s = heapq.heappop(heap)
        if s == GOAL:
            out = []
            while seen[s] is not None:
                s, t = seen[s]
                out.append(t)
            return out[::-1]
        z = s.index(0)
        for j in (z - 3, z + 3, z - 1, z + 1):
            if 0 <= j < 9 and (j // 3 == z // 3 or j % 3 == z % 3):
                n = list(s)
                n[z], n[j] = n[j], 0
                n = tuple(n)
                if n not in seen:
                    seen[n] = (s, s[j])
                    heapq.heappush(heap, (g + 1 + _misplaced(n), g + 1, n))
    return None


def min_moves(board):
    p = solve(board)
    return -1 if p is None else len(p)
