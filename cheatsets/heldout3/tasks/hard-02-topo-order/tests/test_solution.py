import random
import time

import pytest

from solution import CycleError, topo_order


def test_chain():
    assert topo_order({"c": ["b"], "b": ["a"]}) == ["a", "b", "c"]


def test_independent_sorted():
    assert topo_order({"z": [], "m": [], "a": []}) == ["a", "m", "z"]


def test_lexicographic_smallest():
    deps = {"b": [], "a": ["d"], "c": [], "d": []}
    assert topo_order(deps) == ["b", "c", "d", "a"]


def test_diamond_and_duplicates():
    deps = {"top": ["left", "right"], "left": ["base"], "right": ["base", "base"]}
    assert topo_order(deps) == ["base", "left", "right", "top"]


def test_cycle():
    with pytest.raises(CycleError):
        topo_order({"a": ["b"], "b": ["c"], "c": ["a"]})
    with pytest.raises(ValueError):
        topo_order({"x": ["x"]})


def test_empty():
    assert topo_order({}) == []


def _slow(deps):
    nodes = set(deps) | {r for rs in deps.values() for r in rs}
    placed, order = set(), []
    while len(order) < len(nodes):
        ready = [n for n in nodes - placed if set(deps.get(n, ())) <= placed]
        n = min(ready)
        placed.add(n)
        order.append(n)
    return order


def test_random_against_slow():
    rng = random.Random(8)
    for _ in range(100):
        names = ["n%02d" % i for i in range(rng.randint(1, 15))]
        rng.shuffle(names)
        deps = {n: [m for m in names[:k] if rng.random() < 0.25] for k, n in enumerate(names)}
        assert topo_order(deps) == _slow(deps)


def test_large_budget():
    rng = random.Random(1)
    n = 20000
    names = ["k%05d" % i for i in range(n)]
    deps = {names[i]: [names[rng.randrange(i)] for _ in range(3)] if i else [] for i in range(n)}
    t0 = time.perf_counter()
    order = topo_order(deps)
    elapsed = time.perf_counter() - t0
    pos = {x: i for i, x in enumerate(order)}
    assert len(order) == n
    assert all(pos[r] < pos[k] for k, rs in deps.items() for r in rs)
    assert elapsed < 3.0
