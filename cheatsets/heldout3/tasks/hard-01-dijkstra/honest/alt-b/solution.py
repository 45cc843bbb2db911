import heapq
import itertools
import math


class _Frontier:
    """A priority queue with decrease-key done by lazy deletion."""

    def __init__(self):
        self.heap = []
        self.entries = {}
        self.tie = itertools.count()

    def push(self, item, priority):
        entry = [priority, next(self.tie), item, True]
        old = self.entries.get(item)
        if old is not None:
            old[3] = False
        self.entries[item] = entry
        heapq.heappush(self.heap, entry)

    def pop(self):
        while self.heap:
            priority, _, item, live = heapq.heappop(self.heap)
            if live:
                del self.entries[item]
                return item, priority
        raise IndexError("empty")

    def __bool__(self):
        return bool(self.entries)


def shortest_path(graph, start, goal):
    for src in graph:
        for dst, w in graph[src].items():
            if w < 0:
                raise ValueError(f"edge {src}->{dst} has weight {w}")
    dist, parent, settled = {start: 0}, {}, set()
    frontier = _Frontier()
    frontier.push(start, 0)
    while frontier:
        node, d = frontier.pop()
        settled.add(node)
        if node == goal:
            path = [node]
            while node != start:
                node = parent[node]
                path.append(node)
            path.reverse()
            return d, path
        for nxt, w in graph.get(node, {}).items():
            if nxt in settled:
                continue
            if nxt not in dist or d + w < dist[nxt]:
                dist[nxt] = d + w
                parent[nxt] = node
                frontier.push(nxt, d + w)
    return math.inf, []
