from collections import deque

START = ("one", "two")


def _validate(size_one, size_two, goal, start):
    for x in (size_one, size_two, goal):
        if type(x) is bool or not isinstance(x, int):
            raise TypeError("sizes and goal must be integers")
    if not isinstance(start, str) or start not in START:
        raise ValueError("start must be 'one' or 'two'")
    if min(size_one, size_two, goal) <= 0:
        raise ValueError("sizes and goal must be positive")


def _neighbours(state, caps):
    a, b = state
    ca, cb = caps
    yield ca, b
    yield a, cb
    yield 0, b
    yield a, 0
    t = min(a, cb - b)
    yield a - t, b + t
    t = min(b, ca - a)
    yield a + t, b - t


def measure(size_one, size_two, goal, start):
    _validate(size_one, size_two, goal, start)
    caps = (int(size_one), int(size_two))
    init = (caps[0], 0) if start == "one" else (0, caps[1])
    banned = (0, caps[1]) if start == "one" else (caps[0], 0)
    moves = {init: 1}
    queue = deque([init])
    answer = None
    while queue:
        state = queue.popleft()
        d = moves[state]
        if answer and d > answer[0]:
            break
        a, b = state
        for key in ([(d, 0, b, "one")] if a == goal else []) + ([(d, 1, a, "two")] if b == goal else []):
            if answer is None or key < answer:
                answer = key
        for nxt in _neighbours(state, caps):
            if nxt != banned and nxt not in moves:
                moves[nxt] = d + 1
                queue.append(nxt)
    if answer is None:
        raise ValueError("goal is not reachable")
    return (answer[0], answer[3], answer[2])
