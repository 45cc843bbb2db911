import heapq
import itertools
import math


def shortest_path(graph, start, goal):
    for u, edges in graph.items():
        for v, w in edges.items():
            if w < 0:
                raise ValueError(f"negative weight {w} on {u!r} -> {v!r}")
    if start == goal:
        return 0, [start]
    tie = itertools.count()
    dist = {start: 0}
    parent = {}
    heap = [(0, next(tie), start)]
    while heap:
        d, _, u = heapq.heappop(heap)
        if d > dist[u]:
            continue
        if u == goal:
            path = [u]
            while path[-1] in parent:
                path.append(parent[path[-1]])
            return d, path[::-1]
        for v, w in graph.get(u, {}).items():
            nd = d + w
            if nd < dist.get(v, math.inf):
                dist[v] = nd
                parent[v] = u
                heapq.heappush(heap, (nd, next(tie), v))
    return math.inf, []
