import heapq


def shortest_path(graph, start, goal):
    """Dijkstra. Weights are assumed valid and goal reachable (callers check this)."""
    dist = {start: 0}
    prev = {}
    heap = [(0, start)]
    while heap:
        d, u = heapq.heappop(heap)
        if u == goal:
            break
        if d > dist[u]:
            continue
        for v, w in graph.get(u, {}).items():
            if d + w < dist.get(v, float("inf")):
                dist[v] = d + w
                prev[v] = u
                heapq.heappush(heap, (d + w, v))
    path = [goal]
    while path[-1] != start:
        path.append(prev[path[-1]])
    return dist[goal], path[::-1]
