import math
from heapq import heappop, heappush


def _check_weights(graph):
    for node in graph:
        for neighbour, weight in graph[node].items():
            if weight < 0:
                raise ValueError("negative edge %r -> %r" % (node, neighbour))


def _walk_back(previous, goal):
    route = [goal]
    while previous[route[-1]] is not None:
        route.append(previous[route[-1]])
    route.reverse()
    return route


def shortest_path(graph, start, goal):
    """Dijkstra's algorithm; the heap holds (distance, insertion number, node)."""
    _check_weights(graph)
    previous = {start: None}
    best = {start: 0}
    finished = set()
    pending = [(0, 0, start)]
    pushes = 1
    while pending:
        cost, _, node = heappop(pending)
        if node in finished:
            continue
        finished.add(node)
        if node == goal:
            return cost, _walk_back(previous, goal)
        for neighbour, weight in graph.get(node, {}).items():
            candidate = cost + weight
            if neighbour not in finished and candidate < best.get(neighbour, math.inf):
                best[neighbour] = candidate
                previous[neighbour] = node
                heappush(pending, (candidate, pushes, neighbour))
                pushes += 1
    return math.inf, []
