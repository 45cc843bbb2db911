from math import gcd


def _check(size_one, size_two, goal, start):
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in (size_one, size_two, goal)):
        raise TypeError("sizes and goal must be integers")
    if not (isinstance(start, str) and start in {"one", "two"}):
        raise ValueError("start must be 'one' or 'two'")
    if not (size_one > 0 and size_two > 0 and goal > 0):
        raise ValueError("sizes and goal must be positive")


def measure(size_one, size_two, goal, start):
    _check(size_one, size_two, goal, start)
    A, B, g = int(size_one), int(size_two), int(goal)
    if g > max(A, B) or g % gcd(A, B):
        raise ValueError("goal is not reachable")
    # state index a * (B + 1) + b; levels processed one at a time
    width = B + 1
    src = (A, 0) if start == "one" else (0, B)
    ban = (0, B) if start == "one" else (A, 0)
    seen = {src[0] * width + src[1]}
    layer = [src]
    depth = 1
    while layer:
        best = None
        for a, b in layer:
            for cand in (((0, b), "one", b) if a == g else None, ((1, a), "two", a) if b == g else None):
                if cand and (best is None or cand[0] < best[0]):
                    best = cand
        if best:
            return depth, best[1], best[2]
        new = []
        for a, b in layer:
            ab = min(a, B - b)
            ba = min(b, A - a)
            for s in ((A, b), (a, B), (0, b), (a, 0), (a - ab, b + ab), (a + ba, b - ba)):
                k = s[0] * width + s[1]
                if s != ban and k not in seen:
                    seen.add(k)
                    new.append(s)
        layer = new
        depth += 1
    raise ValueError("goal is not reachable")
