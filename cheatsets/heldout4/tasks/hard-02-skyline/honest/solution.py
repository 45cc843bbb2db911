import heapq


def skyline(buildings):
    """Sweep over the sorted edges with a max-heap of active heights (lazy deletion)."""
    edges = sorted({x for b in buildings for x in (b[0], b[1])})
    order = sorted(buildings)
    heap = []  # (-height, right)
    result = []
    idx = 0
    for x in edges:
        while idx < len(order) and order[idx][0] <= x:
            left, right, height = order[idx]
            heapq.heappush(heap, (-height, right))
            idx += 1
        while heap and heap[0][1] <= x:
            heapq.heappop(heap)
        current = -heap[0][0] if heap else 0
        if not result or result[-1][1] != current:
            result.append([x, current])
    return result
