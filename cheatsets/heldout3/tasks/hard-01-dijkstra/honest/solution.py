import math
from heapq import heappop, heappush


def shortest_path(graph, start, goal):
    if any(w < 0 for edges in graph.values() for w in edges.values()):
        raise ValueError("Dijkstra needs non-negative weights")
    best = {start: 0}
    came_from = {start: None}
    queue = [(0, id(start), start)]
    visited = set()
    while queue:
        d, _, u = heappop(queue)
        if u in visited:
            continue
        if u == goal:
            route = []
            while u is not None:
                route.append(u)
                u = came_from[u]
            return d, route[::-1]
        visited.add(u)
        for v, w in graph.get(u, {}).items():
            if v not in visited and d + w < best.get(v, math.inf):
                best[v] = d + w
                came_from[v] = u
                heappush(queue, (d + w, id(v), v))
    return math.inf, []
