import heapq
import math


def _validate(graph):
    negative = [(a, b) for a, nbrs in graph.items() for b, w in nbrs.items() if w < 0]
    if negative:
        raise ValueError("negative edges: %s" % negative[:3])


def shortest_path(graph, start, goal):
    _validate(graph)
    if start == goal:
        return 0, [start]
    heap = [(0, 0, [start])]
    seen = set()
    seq = 0
    while heap:
        cost, _, route = heapq.heappop(heap)
        here = route[-1]
        if here in seen:
            continue
        seen.add(here)
        if here == goal:
            return cost, route
        for there, w in graph.get(here, {}).items():
            if there not in seen:
                seq += 1
                heapq.heappush(heap, (cost + w, seq, route + [there]))
    return math.inf, []
