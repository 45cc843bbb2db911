import random
import time
from collections import deque

import pytest

from solution import measure

KNOWN = [((3, 5, 1, "one"), (4, "one", 5)), ((3, 5, 1, "two"), (8, "two", 3)),
         ((7, 11, 2, "one"), (14, "one", 11)), ((7, 11, 2, "two"), (18, "two", 7)),
         ((1, 3, 3, "two"), (1, "two", 0)), ((2, 3, 3, "one"), (2, "two", 2)),
         ((6, 15, 9, "one"), (10, "two", 0)), ((5, 7, 5, "one"), (1, "one", 0)), ((5, 7, 7, "two"), (1, "two", 0)),
         ((4, 4, 4, "one"), (1, "one", 0)), ((3, 5, 4, "one"), (8, "two", 0)), ((3, 5, 4, "two"), (6, "two", 3)),
         ((8, 3, 1, "one"), (12, "one", 3))]


def _bfs(s1, s2, goal, start):
    first = (s1, 0) if start == "one" else (0, s2)
    bad = (0, s2) if start == "one" else (s1, 0)
    dist = {first: 1}
    q = deque([first])
    best = None
    while q:
        a, b = q.popleft()
        d = dist[(a, b)]
        if best is not None and d > best[0]:
            break
        for cand in ((0, b, "one", b) if a == goal else None, (1, a, "two", a) if b == goal else None):
            if cand and (best is None or (d, cand) < best):
                best = (d, cand)
        p = min(a, s2 - b)
        r = min(b, s1 - a)
        for s in ((s1, b), (a, s2), (0, b), (a, 0), (a - p, b + p), (a + r, b - r)):
            if s != bad and s not in dist:
                dist[s] = d + 1
                q.append(s)
    if best is None:
        return None
    return (best[0], best[1][2], best[1][3])


@pytest.mark.parametrize("args,want", KNOWN)
def test_known(args, want):
    assert _bfs(*args) == want
    got = measure(*args)
    assert got == want and type(got) is tuple


@pytest.mark.parametrize("args", [(6, 15, 5, "one"), (2, 4, 3, "two"), (3, 5, 6, "one"), (4, 6, 9, "two"),
                                  (5, 10, 3, "one")])
def test_unreachable(args):
    with pytest.raises(ValueError) as e:
        measure(*args)
    assert str(e.value) == "goal is not reachable"


@pytest.mark.parametrize("args", [(3.0, 5, 1, "one"), (3, "5", 1, "one"), (3, 5, None, "one"), (True, 5, 1, "one"),
                                  (3, 5, False, "two"), (3, 5, 1.5, "x")])
def test_type_errors(args):
    with pytest.raises(TypeError) as e:
        measure(*args)
    assert str(e.value) == "sizes and goal must be integers"


@pytest.mark.parametrize("start", ["One", "1", 1, None, "", " one", ["one"]])
def test_bad_start(start):
    with pytest.raises(ValueError) as e:
        measure(3, 5, 1, start)
    assert str(e.value) == "start must be 'one' or 'two'"


@pytest.mark.parametrize("args", [(0, 5, 1, "one"), (3, -5, 1, "one"), (3, 5, 0, "two"), (-1, -1, -1, "one")])
def test_not_positive(args):
    with pytest.raises(ValueError) as e:
        measure(*args)
    assert str(e.value) == "sizes and goal must be positive"


def test_start_checked_before_positivity():
    with pytest.raises(ValueError, match="^start must be"):
        measure(0, 5, 1, "three")


class Litres(int):
    pass


def test_int_subclass():
    assert measure(Litres(3), Litres(5), Litres(1), "one") == (4, "one", 5)


def test_random_against_oracle():
    rng = random.Random(17)
    reached = missed = 0
    for _ in range(1500):
        s1, s2 = rng.randint(1, 25), rng.randint(1, 25)
        goal = rng.randint(1, 27)
        start = rng.choice(["one", "two"])
        want = _bfs(s1, s2, goal, start)
        if want is None:
            missed += 1
            with pytest.raises(ValueError, match="^goal is not reachable$"):
                measure(s1, s2, goal, start)
        else:
            reached += 1
            assert measure(s1, s2, goal, start) == want, (s1, s2, goal, start)
    assert reached > 300 and missed > 100


def test_speed():
    cases = [(99991, 100003, 50000, "one"), (100003, 99991, 1, "two"), (65536, 98305, 7, "one"),
             (12344, 54321, 54320, "two")]
    wants = [_bfs(*c) for c in cases]
    t = time.perf_counter()
    for c, w in zip(cases, wants):
        assert measure(*c) == w
    assert time.perf_counter() - t < 40.0
