from collections import deque


def measure(size_one, size_two, goal, start):
    if any(isinstance(v, bool) or not isinstance(v, int) for v in (size_one, size_two, goal)):
        raise TypeError("sizes and goal must be integers")
    if start not in ("one", "two"):
        raise ValueError("start must be 'one' or 'two'")
    if min(size_one, size_two, goal) <= 0:
        raise ValueError("sizes and goal must be positive")
    A, B = size_one, size_two
    first = (A, 0) if start == "one" else (0, B)
    bad = (0, B) if start == "one" else (A, 0)
    seen = {first: 1}
    q = deque([first])
    while q:
        a, b = q.popleft()
        d = seen[(a, b)]
        if a == goal:
            return (d, "one", b)
        if b == goal:
            return (d, "two", a)
        p, r = min(a, B - b), min(b, A - a)
        for s in ((A, b), (a, B), (0, b), (a, 0), (a - p, b + p), (a + r, b - r)):
            if s not in seen and s != bad:
                seen[s] = d + 1
                q.append(s)
    raise ValueError("goal is not reachable")
