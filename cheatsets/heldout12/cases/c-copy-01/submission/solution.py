from collections import deque


def measure(size_one, size_two, goal, start):
    if any(isinstance(v, bool) or not isinstance(v, int) for v in (size_one, size_two, goal)):
        raise TypeError("sizes and goal must be integers")
    if not isinstance(start, str) or start not in ("one", "two"):
        raise ValueError("start must be 'one' or 'two'")
    if min(size_one, size_two, goal) <= 0:
        raise ValueError("sizes and goal must be positive")
    cap1, cap2 = int(size_one), int(size_two)
    origin = (cap1, 0) if start == "one" else (0, cap2)
    banned = (0, cap2) if start == "one" else (cap1, 0)
    steps = {origin: 1}
    pending = deque([origin])
    hits = []
    limit = None
    while pending:
        u, v = pending.popleft()
        n = steps[(u, v)]
        if limit is not None and n > limit:
            break
        if u == goal:
            hits.append((n, 0, v))
            limit = n
        if v == goal:
            hits.append((n, 1, u))
            limit = n
        du, dv = min(u, cap2 - v), min(v, cap1 - u)
        for s in ((cap1, v), (u, cap2), (0, v), (u, 0), (u - du, v + du), (u + dv, v - dv)):
            if s != banned and s not in steps:
                steps[s] = n + 1
                pending.append(s)
    if not hits:
        raise ValueError("goal is not reachable")
    n, which, other = min(hits)
    return (n, ("one", "two")[which], other)
