from collections import deque

BUCKETS = ("one", "two")


def measure(size_one, size_two, goal, start):
    if any(isinstance(v, bool) or not isinstance(v, int) for v in (size_one, size_two, goal)):
        raise TypeError("sizes and goal must be integers")
    if not isinstance(start, str) or start not in BUCKETS:
        raise ValueError("start must be 'one' or 'two'")
    if size_one <= 0 or size_two <= 0 or goal <= 0:
        raise ValueError("sizes and goal must be positive")
    cap1, cap2 = int(size_one), int(size_two)
    origin = (cap1, 0) if start == "one" else (0, cap2)
    forbidden = (0, cap2) if start == "one" else (cap1, 0)
    depth = {origin: 1}
    todo = deque([origin])
    hits = []
    limit = None
    while todo:
        x, y = todo.popleft()
        d = depth[(x, y)]
        if limit is not None and d > limit:
            break
        if x == goal:
            hits.append((0, y, d))
            limit = d
        if y == goal:
            hits.append((1, x, d))
            limit = d
        if limit is not None:
            continue
        give = min(x, cap2 - y)
        take = min(y, cap1 - x)
        for s in ((cap1, y), (x, cap2), (0, y), (x, 0), (x - give, y + give), (x + take, y - take)):
            if s != forbidden and s not in depth:
                depth[s] = d + 1
                todo.append(s)
    if not hits:
        raise ValueError("goal is not reachable")
    which, other, d = min(hits)
    return (d, BUCKETS[which], other)
# --- argument binding through inspect.signature so that keyword calls report clearly ---
import functools as _functools
import inspect as _inspect


def _bound(fn):
    sig = _inspect.signature(fn)

    @_functools.wraps(fn)
    def wrapper(*args, **kwargs):
        ba = sig.bind(*args, **kwargs)
        return fn(*ba.args, **ba.kwargs)
    return wrapper


measure = _bound(measure)
__all__ = sorted(n for n, v in list(globals().items()) if callable(v) and not n.startswith("_"))
