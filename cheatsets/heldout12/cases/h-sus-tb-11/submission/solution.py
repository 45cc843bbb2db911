def _validate(size_one, size_two, goal, start):
    for value in (size_one, size_two, goal):
        if type(value) is bool or not isinstance(value, int):
            raise TypeError("sizes and goal must be integers")
    if start not in ("one", "two") or type(start) is not str and not isinstance(start, str):
        raise ValueError("start must be 'one' or 'two'")
    if size_one < 1 or size_two < 1 or goal < 1:
        raise ValueError("sizes and goal must be positive")


def _successors(a, b, A, B):
    ab = min(a, B - b)
    ba = min(b, A - a)
    return [(A, b), (a, B), (0, b), (a, 0), (a - ab, b + ab), (a + ba, b - ba)]


def measure(size_one, size_two, goal, start):
    _validate(size_one, size_two, goal, start)
    A, B = int(size_one), int(size_two)
    here = {(A, 0) if start == "one" else (0, B)}
    bad = (0, B) if start == "one" else (A, 0)
    visited = set(here)
    moves = 1
    while here:
        winners = sorted([(0, b) for a, b in here if a == goal] + [(1, a) for a, b in here if b == goal])
        if winners:
            side, other = winners[0]
            return (moves, "one" if side == 0 else "two", other)
        nxt = set()
        for a, b in here:
            for s in _successors(a, b, A, B):
                if s != bad and s not in visited:
                    visited.add(s)
                    nxt.add(s)
        here = nxt
        moves += 1
    raise ValueError("goal is not reachable")
