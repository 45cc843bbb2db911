import heapq
import math


def shortest_path(graph, start, goal):
    for node, edges in graph.items():
        for w in edges.values():
            if w < 0:
                raise ValueError("negative weight on an edge from %r" % (node,))
    if start == goal:
        return 0, [start]
    dist = {start: 0}
    prev = {}
    heap = [(0, 0, start)]
    counter = 1
    done = set()
    while heap:
        d, _, node = heapq.heappop(heap)
        if node in done:
            continue
        done.add(node)
        if node == goal:
            break
        for nb, w in graph.get(node, {}).items():
            nd = d + w
            if nb not in dist or nd < dist[nb]:
                dist[nb] = nd
                prev[nb] = node
                heapq.heappush(heap, (nd, counter, nb))
                counter += 1
    if goal not in done:
        return math.inf, []
    path = [goal]
    while path[-1] != start:
        path.append(prev[path[-1]])
    return dist[goal], path[::-1]
