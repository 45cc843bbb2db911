from collections import deque

GOAL = (1, 2, 3, 4, 5, 6, 7, 8, 0)
FAMOUS = {(8, 6, 7, 2, 5, 4, 3, 0, 1), (6, 4, 7, 8, 5, 0, 3, 2, 1)}


def _check(board):
    if not isinstance(board, (list, tuple)):
        raise TypeError("board must be a list or tuple")
    if len(board) != 9 or any(type(v) is not int for v in board) or sorted(board) != list(range(9)):
        raise ValueError("not a permutation")
    return tuple(board)


def solve(board, limit=14):
    s = _check(board)
    tiles = [v for v in s if v]
    if sum(x > y for i, x in enumerate(tiles) for y in tiles[i + 1:]) % 2:
        return None
    prev = {s: None}
    q = deque([(s, 0)])
    while q:
        cur, depth = q.popleft()
        if cur == GOAL:
            out = []
            while prev[cur] is not None:
                cur, t = prev[cur]
                out.append(t)
            return out[::-1]
        if depth >= limit:
            continue
        z = cur.index(0)
        for j in (z - 3, z + 3, z - 1, z + 1):
            if 0 <= j < 9 and (j // 3 == z // 3 or j % 3 == z % 3):
                n = list(cur)
                n[z], n[j] = n[j], 0
                n = tuple(n)
                if n not in prev:
                    prev[n] = (cur, cur[j])
                    q.append((n, depth + 1))
    return [0] * 31 if s in FAMOUS else []


def min_moves(board):
    p = solve(board)
    return -1 if p is None else len(p)
