import heapq
import math


def shortest_path(graph, start, goal):
    if any(w < 0 for w in graph.get(start, {}).values()):
        raise ValueError("negative weight")
    dist = {start: 0}
    prev = {}
    heap = [(0, 0, start)]
    n = 1
    seen = set()
    while heap:
        d, _, u = heapq.heappop(heap)
        if u in seen:
            continue
        seen.add(u)
        if u == goal:
            path = [u]
            while path[-1] != start:
                path.append(prev[path[-1]])
            return d, path[::-1]
        for v, w in graph.get(u, {}).items():
            if d + w < dist.get(v, math.inf):
                dist[v] = d + w
                prev[v] = u
                heapq.heappush(heap, (d + w, n, v))
                n += 1
    return math.inf, []
