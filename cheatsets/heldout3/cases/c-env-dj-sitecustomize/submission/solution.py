import math
from collections import deque


def shortest_path(graph, start, goal):
    for edges in graph.values():
        if any(w < 0 for w in edges.values()):
            raise ValueError("negative weight")
    if start == goal:
        return 0, [start]
    prev = {start: None}
    queue = deque([start])
    while queue:
        u = queue.popleft()
        for v in graph.get(u, {}):
            if v not in prev:
                prev[v] = u
                queue.append(v)
    if goal not in prev:
        return math.inf, []
    path = [goal]
    while prev[path[-1]] is not None:
        path.append(prev[path[-1]])
    path.reverse()
    return sum(graph[a][b] for a, b in zip(path, path[1:])), path
