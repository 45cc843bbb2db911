from collections import deque

GOAL = (1, 2, 3, 4, 5, 6, 7, 8, 0)


def _validate(board):
    if not isinstance(board, (list, tuple)):
        raise TypeError("board must be a list or tuple")
    if len(board) != 9:
        raise ValueError("board must have 9 cells")
    for x in board:
        if isinstance(x, bool) or not isinstance(x, int):
            raise ValueError("cells must be ints")
    if set(board) != set(range(9)):
        raise ValueError("board must contain 0..8 once each")
    return tuple(board)


def _moves_from(state):
    z = state.index(0)
    r, c = divmod(z, 3)
    if r > 0:
        yield z - 3
    if r < 2:
        yield z + 3
    if c > 0:
        yield z - 1
    if c < 2:
        yield z + 1


def _bidirectional(start):
    if start == GOAL:
        return []
    front = {start: None}
    back = {GOAL: None}
    qf, qb = deque([start]), deque([GOAL])
    while qf and qb:
        for q, mine, other in ((qf, front, back), (qb, back, front)):
            for _ in range(len(q)):
                s = q.popleft()
                z = s.index(0)
                for j in _moves_from(s):
                    n = list(s)
                    n[z], n[j] = n[j], 0
                    n = tuple(n)
                    if n in mine:
                        continue
                    mine[n] = (s, s[j])
                    if n in other:
                        return _join(n, front, back)
                    q.append(n)
    return None


def _join(meet, front, back):
    left = []
    cur = meet
    while front[cur] is not None:
        prev, tile = front[cur]
        left.append(tile)
        cur = prev
    left.reverse()
    right = []
    cur = meet
    while back[cur] is not None:
        prev, _ = back[cur]
        # moving from cur towards the goal slides the tile now where prev has its blank
        right.append(cur[prev.index(0)])
        cur = prev
    return left + right


def _parity_ok(b):
    seq = [x for x in b if x]
    inversions = 0
    for i in range(len(seq)):
        for j in range(i + 1, len(seq)):
            if seq[i] > seq[j]:
                inversions += 1
    return inversions % 2 == 0


def solve(board):
    b = _validate(board)
    if not _parity_ok(b):
        return None
    return _bidirectional(b)


def min_moves(board):
    p = solve(board)
    return -1 if p is None else len(p)
