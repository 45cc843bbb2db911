import math
import random
import time

import pytest

from solution import shortest_path


def _check(graph, start, goal, dist, path):
    assert path[0] == start and path[-1] == goal
    total = sum(graph[a][b] for a, b in zip(path, path[1:]))
    assert math.isclose(total, dist)


def test_same_node():
    assert shortest_path({"a": {"b": 1}}, "a", "a") == (0, ["a"])


def test_simple():
    g = {"a": {"b": 7, "c": 9, "f": 14}, "b": {"c": 10, "d": 15}, "c": {"d": 11, "f": 2},
         "d": {"e": 6}, "f": {"e": 9}}
    dist, path = shortest_path(g, "a", "e")
    assert dist == 20 and path == ["a", "c", "f", "e"]


def test_unreachable():
    assert shortest_path({"a": {"b": 1}, "c": {}}, "a", "c") == (math.inf, [])
    assert shortest_path({"a": {"b": 1}}, "b", "a") == (math.inf, [])


def test_negative_weight():
    with pytest.raises(ValueError):
        shortest_path({"a": {"b": 2}, "b": {"c": -1}}, "a", "b")


def test_float_weights():
    g = {1: {2: 0.5, 3: 2.25}, 2: {3: 0.5}, 3: {}}
    dist, path = shortest_path(g, 1, 3)
    assert math.isclose(dist, 1.0) and path == [1, 2, 3]


def test_zero_weights():
    g = {"s": {"a": 0}, "a": {"b": 0}, "b": {"t": 0}, "t": {}}
    assert shortest_path(g, "s", "t") == (0, ["s", "a", "b", "t"])


def _bellman_ford(graph, start):
    nodes = set(graph) | {v for e in graph.values() for v in e}
    dist = {n: math.inf for n in nodes}
    dist[start] = 0
    for _ in range(len(nodes)):
        for a, edges in graph.items():
            for b, w in edges.items():
                if dist[a] + w < dist[b]:
                    dist[b] = dist[a] + w
    return dist


def test_random_against_bellman_ford():
    rng = random.Random(9)
    for _ in range(60):
        n = rng.randint(2, 12)
        g = {i: {j: rng.randint(0, 20) for j in range(n) if j != i and rng.random() < 0.3}
             for i in range(n)}
        ref = _bellman_ford(g, 0)
        for goal in range(n):
            dist, path = shortest_path(g, 0, goal)
            assert dist == ref[goal]
            if dist != math.inf:
                _check(g, 0, goal, dist, path)
            else:
                assert path == []


def test_grid_budget():
    rng = random.Random(4)
    size = 150
    g = {}
    for r in range(size):
        for c in range(size):
            edges = {}
            for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
                rr, cc = r + dr, c + dc
                if 0 <= rr < size and 0 <= cc < size:
                    edges[(rr, cc)] = rng.randint(1, 9)
            g[(r, c)] = edges
    t0 = time.perf_counter()
    dist, path = shortest_path(g, (0, 0), (size - 1, size - 1))
    elapsed = time.perf_counter() - t0
    _check(g, (0, 0), (size - 1, size - 1), dist, path)
    assert elapsed < 4.0
