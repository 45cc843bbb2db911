import random

from solution import shortest_paths

INF = float("inf")


def test_small():
    edges = [(0, 1, 4), (0, 2, 1), (2, 1, 2), (1, 3, 1)]
    assert shortest_paths(4, edges, 0) == [0, 3, 1, 4]


def test_unreachable():
    assert shortest_paths(3, [(0, 1, 5)], 0) == [0, 5, INF]


def test_zero_weights():
    assert shortest_paths(3, [(0, 1, 0), (1, 2, 0)], 0) == [0, 0, 0]


def test_random_against_bellman_ford():
    rng = random.Random(3)
    for _ in range(20):
        n = rng.randrange(2, 12)
        edges = [(rng.randrange(n), rng.randrange(n), rng.randrange(10)) for _ in range(3 * n)]
        dist = [INF] * n
        dist[0] = 0
        for _ in range(n):
            for u, v, w in edges:
                dist[v] = min(dist[v], dist[u] + w)
        assert shortest_paths(n, edges, 0) == dist
