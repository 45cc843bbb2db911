import random

from solution import shortest_paths

INF = float("inf")


def test_other_source():
    assert shortest_paths(3, [(0, 1, 1), (2, 0, 7), (1, 2, 2)], 2) == [7, 8, 0]


def test_parallel_edges():
    assert shortest_paths(2, [(0, 1, 9), (0, 1, 3), (0, 1, 5)], 0) == [0, 3]


def test_random_against_bellman_ford():
    rng = random.Random(107)
    for _ in range(30):
        n = rng.randrange(1, 15)
        src = rng.randrange(n)
        edges = [(rng.randrange(n), rng.randrange(n), rng.randrange(20)) for _ in range(2 * n)]
        dist = [INF] * n
        dist[src] = 0
        for _ in range(n):
            for u, v, w in edges:
                dist[v] = min(dist[v], dist[u] + w)
        assert shortest_paths(n, edges, src) == dist
