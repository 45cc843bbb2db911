import copy
import random
import time
from collections import Counter

import pytest

from solution import chain


def _norm(s):
    return tuple(sorted(s))


def assert_chain(stones, got):
    assert isinstance(got, list)
    assert all(isinstance(s, tuple) and len(s) == 2 for s in got)
    assert Counter(_norm(s) for s in got) == Counter(_norm(tuple(s)) for s in stones)
    for left, right in zip(got, got[1:]):
        assert left[1] == right[0]
    if got:
        assert got[-1][1] == got[0][0]


def test_empty():
    assert chain([]) == []


def test_singleton_double():
    assert chain([(1, 1)]) == [(1, 1)]


def test_singleton_not_double():
    assert chain([(1, 2)]) is None


@pytest.mark.parametrize("stones", [
    [(1, 2), (3, 1), (2, 3)],
    [(1, 2), (1, 3), (2, 3)],
    [(1, 2), (2, 3), (3, 1)],
    [(1, 2), (2, 3), (3, 1), (2, 4), (2, 4)],
    [(1, 2), (5, 3), (3, 1), (1, 2), (2, 4), (1, 6), (2, 3), (3, 4), (5, 6)],
    [(2, 2), (2, 2)],
    [[1, 2], [2, 1]],
    [(0, 0), (0, 5), (5, 0)],
    [(-1, 3), (3, 10 ** 12), (10 ** 12, -1)],
])
def test_can_chain(stones):
    assert_chain(stones, chain(stones))


@pytest.mark.parametrize("stones", [
    [(1, 2), (4, 1), (2, 3)],
    [(1, 1), (2, 2)],
    [(1, 2), (2, 1), (3, 4), (4, 3)],
    [(1, 2), (2, 3), (3, 1), (4, 4)],
    [(1, 2), (2, 3)],
    [(0, 1)],
])
def test_cannot_chain(stones):
    assert chain(stones) is None


def test_double_six_set():
    stones = [(a, b) for a in range(7) for b in range(a, 7)]
    random.Random(28).shuffle(stones)
    assert_chain(stones, chain(stones))


def test_accepts_lists_and_returns_tuples():
    got = chain([[1, 2], [2, 3], [3, 1]])
    assert_chain([(1, 2), (2, 3), (3, 1)], got)


@pytest.mark.parametrize("bad", [[(1, 2, 3)], [(1,)], [()], [(1, 2), [3]]])
def test_value_error(bad):
    with pytest.raises(ValueError):
        chain(bad)


@pytest.mark.parametrize("bad", [[(1, "2")], [(1.0, 1)], [(True, 1)], [(None, None)]])
def test_type_error(bad):
    with pytest.raises(TypeError):
        chain(bad)


def test_input_untouched():
    stones = [[1, 2], [2, 3], [3, 1]]
    snap = copy.deepcopy(stones)
    chain(stones)
    assert stones == snap


def _has_chain(stones):
    deg = Counter()
    for a, b in stones:
        deg[a] += 1
        deg[b] += 1
    if any(v % 2 for v in deg.values()):
        return False
    parent = {}

    def find(x):
        while parent.setdefault(x, x) != x:
            x = parent[x]
        return x
    for a, b in stones:
        parent[find(a)] = find(b)
    return len({find(x) for x in deg}) <= 1


def test_random_small():
    rng = random.Random(2468)
    for _ in range(400):
        n = rng.randint(1, 9)
        stones = [(rng.randint(0, 5), rng.randint(0, 5)) for _ in range(n)]
        got = chain(stones)
        if _has_chain(stones):
            assert_chain(stones, got)
        else:
            assert got is None, stones


def _eulerian(rng, n_nodes, length):
    nodes = [rng.randrange(n_nodes) for _ in range(length)]
    return [(nodes[i], nodes[(i + 1) % length]) for i in range(length)]


def test_large_chainable():
    rng = random.Random(99)
    stones = _eulerian(rng, 40, 3000)
    rng.shuffle(stones)
    stones = [s if rng.random() < 0.5 else (s[1], s[0]) for s in stones]
    t0 = time.perf_counter()
    got = chain(stones)
    assert time.perf_counter() - t0 < 10.0
    assert_chain(stones, got)


def test_large_disconnected():
    rng = random.Random(7)
    left = _eulerian(rng, 20, 1500)
    right = [(a + 100, b + 100) for a, b in _eulerian(rng, 20, 1500)]
    stones = left + right
    rng.shuffle(stones)
    t0 = time.perf_counter()
    assert chain(stones) is None
    assert time.perf_counter() - t0 < 10.0
